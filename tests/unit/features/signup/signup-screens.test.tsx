// Signup screens against the real API in-process: the lookup, the phone choice and a used unique-access link.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ActivateUserScreen } from '../../../../src/features/signup/activate-user-screen';
import { ContactLinkScreen } from '../../../../src/features/signup/contact-link-screen';
import { NewNumberScreen } from '../../../../src/features/signup/new-number-screen';
import { PhoneChoiceScreen } from '../../../../src/features/signup/phone-choice-screen';
import { SignupStartScreen } from '../../../../src/features/signup/signup-start-screen';
import { UniqueAccessScreen } from '../../../../src/features/signup/unique-access-screen';
import { lookUpCustomer } from '../../../../src/session/signup';
import { renderWithRouter } from '../../app/render-with-router';
import { useRealApi } from '../../support/real-api';

const api = useRealApi();

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

async function inbox(recipient: string): Promise<{ text: string }[]> {
  return (await (await api.server.app.request(`/dev/messages?recipient=${recipient}`)).json()) as { text: string }[];
}

describe('SignupStartScreen', () => {
  it('refuses wrong check digits without asking the server', async () => {
    await renderWithRouter(SignupStartScreen, '/ativacao/cadastro?code=1&trackid=hub&register=true');
    fireEvent.input(screen.getByLabelText('CPF ou CNPJ'), { target: { value: '27.183.456/0001-91' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('CPF ou CNPJ inválido. Confira o que foi digitado.');
    expect(api.calls()).toEqual([]);
  });

  it('looks the customer up with the partner and trackid, then opens the phone choice', async () => {
    const { router } = await renderWithRouter(SignupStartScreen, '/ativacao/cadastro?code=1&trackid=hub&register=true');
    fireEvent.input(screen.getByLabelText('CPF ou CNPJ'), { target: { value: '27.183.456/0001-90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ativacao'), { timeout: 10_000 });
    const lookup = api.sent.find((request) => request.path === '/user/signup/cnpj/27183456000190')!;
    expect(lookup.headers.get('partner')).toBe('1');
    expect(lookup.search.get('trackid')).toBe('hub');
    expect(router.state.location.search).toEqual({ code: 1, track: 'hub' });
  });
});

describe('SignupStartScreen, a CNPJ in neither register', () => {
  it('keeps a panel that says so and offers the WhatsApp request, instead of a toast that vanishes', async () => {
    await renderWithRouter(SignupStartScreen, '/ativacao/cadastro?code=1&trackid=hub&register=true');
    fireEvent.input(screen.getByLabelText('CPF ou CNPJ'), { target: { value: '73.510.284/0001-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    const panel = await screen.findByRole('region', { name: 'Cliente não encontrado' }, { timeout: 10_000 });
    expect(panel.textContent).toContain('CNPJ não encontrado, verifique os caracteres.');
    const message = 'Olá! Quero me cadastrar no Balcão. CNPJ 73.510.284/0001-30.';
    expect(screen.getByRole('link', { name: 'Pedir cadastro pelo WhatsApp' }).getAttribute('href')).toBe(
      `https://wa.me/5511999999999?text=${encodeURIComponent(message)}`,
    );
    expect(screen.getAllByText('CNPJ não encontrado, verifique os caracteres.')).toHaveLength(1);
  });
});

describe('PhoneChoiceScreen', () => {
  it('sends the activation link to the number chosen and shows where it went', async () => {
    expect((await lookUpCustomer('27183456000190', 1, 'hub', true)).kind).toBe('found');
    await renderWithRouter(PhoneChoiceScreen, '/ativacao?code=1&track=hub');
    expect(screen.getByRole('heading', { name: 'Olá, Emporio das flores!' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '(11) ****-7890' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirmar' })));
    expect(await screen.findByRole('heading', { name: 'Link de ativação enviado!' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(/Enviamos o link de ativação para o WhatsApp \(11\) \*\*\*\*-7890\./)).toBeTruthy();
    expect((await inbox('1134567890'))[0].text).toMatch(/\/ativacao\/ativar-usuario\?token=/);
  });
});

describe('PhoneChoiceScreen of a person', () => {
  it('greets Bruno by name, on screen and in his WhatsApp message', async () => {
    expect((await lookUpCustomer('390.533.447-05', 1, 'hub', true)).kind).toBe('found');
    await renderWithRouter(PhoneChoiceScreen, '/ativacao?code=1&track=hub');
    expect(screen.getByRole('heading', { name: 'Olá, Bruno!' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirmar' })));
    expect(await screen.findByRole('heading', { name: 'Link de ativação enviado!' }, { timeout: 10_000 })).toBeTruthy();
    expect((await inbox('21991112233'))[0].text).toMatch(/^Balcão: Olá, Bruno! /);
  });
});

describe('ContactLinkScreen', () => {
  it('greets the trade name as the phone choice did, capital kept', async () => {
    expect((await lookUpCustomer('27183456000190', 1, 'hub', true)).kind).toBe('found');
    await renderWithRouter(ContactLinkScreen, '/ativacao/link');
    expect(screen.getByRole('heading', { name: 'Olá, Emporio das flores!' })).toBeTruthy();
  });
});

describe('NewNumberScreen', () => {
  it('refuses an empty number, then sends the digits without +55 and says so', async () => {
    expect((await lookUpCustomer('390.533.447-05', 1, 'hub', true)).kind).toBe('found');
    await renderWithRouter(NewNumberScreen, '/ativacao/novo-numero');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('O número não pode estar vazio.');
    const input = screen.getByLabelText('Novo número de WhatsApp');
    fireEvent.paste(input, { clipboardData: { getData: () => '+55 (21) 97777-6666' } });
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('(21) 97777-6666'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Enviar' })));
    expect(await screen.findByText('Solicitação para alterar o número enviada!', {}, { timeout: 10_000 })).toBeTruthy();
    const sent = api.sent.find((request) => request.path === '/user/signup/change-number')!;
    expect(JSON.parse(sent.body)).toMatchObject({ customerId: 102, newNumber: '21977776666' });
    expect((await inbox('21977776666'))[0].text).toMatch(/\/ativacao\/atualizar-numero\?token=\S+&partnerid=1$/);
  });
});

describe('UniqueAccessScreen', () => {
  it('says an unknown link is expired or used, with support and Sair', async () => {
    await renderWithRouter(UniqueAccessScreen, `/unique-access?uniqueAccessId=${'x'.repeat(43)}`);
    expect(await screen.findByRole('heading', { name: 'Link expirado ou já utilizado!' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Falar com o suporte' }).getAttribute('href')).toBe('https://wa.me/5511999999999?text=ACESSO');
    expect(screen.getByRole('button', { name: 'Sair' })).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('ActivateUserScreen', () => {
  it('says a link without its token is incomplete, and posts nothing', async () => {
    await renderWithRouter(ActivateUserScreen, '/ativacao/ativar-usuario');
    expect((await screen.findByRole('alert')).textContent).toBe('O link está incompleto. Abra de novo o link da mensagem.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Não foi possível ativar o cadastro');
    expect(api.calls()).toEqual([]);
  });
});
