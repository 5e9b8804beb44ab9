// The request-code screen against the real API in-process.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RequestCodeScreen } from '../../../../src/features/recovery/request-code-screen';
import { useRealApi } from '../../support/real-api';
import { renderWithRouter } from '../../app/render-with-router';

const api = useRealApi();

describe('RequestCodeScreen', () => {
  it('asks for the username when neither the login nor the device names one', async () => {
    await renderWithRouter(RequestCodeScreen, '/esqueci-minha-senha');
    fireEvent.change(screen.getByLabelText('Usuário'), { target: { value: '11.222.333/0001-81' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('radio', { name: 'WhatsApp: (11) ****-4455' })).toBeTruthy();
    expect(api.calls()).toEqual(['GET /authentication/password-redefinition/code']);
    expect(api.sent.at(-1)!.search.get('username')).toBe('11222333000181');
  });

  it('greets "Cliente," without a trade name, even when the device knows the person\'s name', async () => {
    localStorage.setItem('lastUsername', 'acesso.expirado');
    localStorage.setItem('displayName', JSON.stringify({ username: 'acesso.expirado', name: 'Roberto Alves' }));
    await renderWithRouter(RequestCodeScreen, '/esqueci-minha-senha');
    expect(await screen.findByText('Cliente,')).toBeTruthy();
    expect(screen.queryByText('Roberto Alves,')).toBeNull();
  });

  it('greets a refused sign-in\'s holder by the trade name its answer gave, lower-cased and capitalised, without asking the username again', async () => {
    localStorage.setItem('recoveryRequest', JSON.stringify({ username: 'esqueci.codigo', name: 'EMPORIO RECOMECO' }));
    await renderWithRouter(RequestCodeScreen, '/esqueci-minha-senha');
    expect(await screen.findByText('Emporio recomeco,')).toBeTruthy();
    expect(await screen.findByRole('radio', { name: 'SMS: (11) 9****-4321' })).toBeTruthy();
    expect(screen.queryByLabelText('Usuário')).toBeNull();
  });

  it('requires a contact, then sends the code and opens validate-code', async () => {
    localStorage.setItem('recoveryRequest', JSON.stringify({ username: 'esqueci.codigo' }));
    const { router } = await renderWithRouter(RequestCodeScreen, '/esqueci-minha-senha');
    await screen.findByRole('radio', { name: 'SMS: (11) 9****-4321' });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByRole('alert').textContent).toBe('É preciso selecionar um contato para continuar.');
    fireEvent.click(screen.getByRole('radio', { name: 'SMS: (11) 9****-4321' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continuar' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/redefinicao/validar-codigo'));
    expect(await screen.findByText('Sucesso! Foi enviado um código em seu SMS')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('recoveryRequest')!).contact).toEqual({ method: 'sms', identifier: 'phone-5', value: '(11) 9****-4321' });
    expect(Number(localStorage.getItem('verificationTimer'))).toBeGreaterThan(0);
  });

  it('offers support when the username has no contact, as for an unknown one', async () => {
    localStorage.setItem('recoveryRequest', JSON.stringify({ username: 'ninguem.aqui' }));
    await renderWithRouter(RequestCodeScreen, '/esqueci-minha-senha');
    expect(await screen.findByText(/Não encontramos um contato cadastrado/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fale conosco' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\//);
  });

  it('drops contacts with an empty value (P-04)', async () => {
    localStorage.setItem('recoveryRequest', JSON.stringify({ username: 'esqueci.codigo' }));
    api.fail(/password-redefinition\/code$/, {
      status: 200,
      body: [
        { method: 'whatsapp', identifier: 'phone-1', value: '' },
        { method: 'sms', identifier: 'phone-2', value: '   ' },
        { method: 'email', identifier: 'email', value: 'c****@exemplo.com' },
      ],
    });
    await renderWithRouter(RequestCodeScreen, '/esqueci-minha-senha');
    expect(await screen.findByRole('radio', { name: 'e-mail: c****@exemplo.com' })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
  });
});
