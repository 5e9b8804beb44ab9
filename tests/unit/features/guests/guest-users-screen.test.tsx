// The guest users screen against the real API in-process.
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GuestUsersScreen } from '../../../../src/features/guests/guest-users-screen';
import { useRealApi } from '../../support/real-api';
import { renderPartnerScreen } from '../../app/render-with-router';

const api = useRealApi();
const PATH = '/usuarios-adicionais?parceiro=1';

beforeEach(() => localStorage.setItem('partner', '1'));

async function openScreen() {
  await api.signIn();
  await renderPartnerScreen(GuestUsersScreen, PATH);
  await screen.findByText('Paula Mendes');
}

function cardOf(name: string): HTMLElement {
  return screen.getByRole('heading', { name }).closest('li')!;
}

async function openInvite() {
  fireEvent.click(screen.getByRole('button', { name: 'Convidar usuário' }));
  return screen.findByRole('dialog', { name: 'Convidar usuário' });
}

describe('GuestUsersScreen', () => {
  it('lists the guests: initial, name cut at 20, phone, last access; a blocked one crossed out', async () => {
    await openScreen();
    expect(screen.getByRole('heading', { name: 'Usuários convidados' })).toBeTruthy();
    const paula = cardOf('Paula Mendes');
    expect(within(paula).getByText('P')).toBeTruthy();
    expect(within(paula).getByText('(11) 97654-3210')).toBeTruthy();
    expect(within(paula).getByText('Ainda não acessou')).toBeTruthy();
    expect(within(paula).getByRole('button', { name: 'Bloquear Paula Mendes' })).toBeTruthy();
    const joao = cardOf('João Batista de Oliv...');
    expect(within(joao).getByText('Bloqueado')).toBeTruthy();
    expect(within(joao).getByText('J').className).toMatch(/crossed/);
    expect(within(joao).getByRole('button', { name: 'Desbloquear João Batista de Oliveira Santos' })).toBeTruthy();
  });

  it('asks for name and phone with the spec’s texts', async () => {
    await openScreen();
    const dialog = await openInvite();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Convidar' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Informe o nome e o telefone do usuário que você deseja convidar.');
    fireEvent.change(within(dialog).getByLabelText('Nome'), { target: { value: 'Marcos' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Convidar' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Os campos nome e telefone são obrigatórios');
    expect(api.calls().filter((c) => c.startsWith('POST /user/guest'))).toEqual([]);
  });

  it('invites a guest: masked phone, success text, the guest in the list and the WhatsApp message sent', async () => {
    await openScreen();
    const dialog = await openInvite();
    fireEvent.change(within(dialog).getByLabelText('Nome'), { target: { value: 'Marcos Lima' } });
    const phone = within(dialog).getByLabelText('Telefone') as HTMLInputElement;
    fireEvent.change(phone, { target: { value: '11912345678' } });
    expect(phone.value).toBe('(11) 91234-5678');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Convidar' }));
    expect(await screen.findByText('Usuário convidado criado com sucesso')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Marcos Lima' })).toBeTruthy();
    const [message] = (await (await api.server.app.request('/dev/messages?recipient=11912345678')).json()) as { text: string }[];
    expect(message.text).toMatch(/Usuário: convidado\d{6} Código de acesso: \d{6}/);
  });

  it('says when the guest could not be created, with the server’s reason', async () => {
    await openScreen();
    const dialog = await openInvite();
    fireEvent.change(within(dialog).getByLabelText('Nome'), { target: { value: 'Outra Paula' } });
    fireEvent.change(within(dialog).getByLabelText('Telefone'), { target: { value: '11976543210' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Convidar' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Não foi possível criar o usuário convidado. Já existe um usuário convidado com este telefone.',
    );
  });

  it('blocks and unblocks a guest', async () => {
    await openScreen();
    fireEvent.click(within(cardOf('Paula Mendes')).getByRole('button', { name: 'Bloquear Paula Mendes' }));
    expect(await screen.findByText('Usuário bloqueado com sucesso.')).toBeTruthy();
    const unblock = await within(cardOf('Paula Mendes')).findByRole('button', { name: 'Desbloquear Paula Mendes' });
    expect(within(cardOf('Paula Mendes')).getByText('Bloqueado')).toBeTruthy();
    fireEvent.click(unblock);
    expect(await screen.findByText('Usuário desbloqueado com sucesso.')).toBeTruthy();
    expect(await within(cardOf('Paula Mendes')).findByRole('button', { name: 'Bloquear Paula Mendes' })).toBeTruthy();
  });

  it('deletes a guest after confirmation', async () => {
    await openScreen();
    fireEvent.click(within(cardOf('Paula Mendes')).getByRole('button', { name: 'Excluir Paula Mendes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Você deseja excluir este usuário convidado?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Usuário convidado excluído com sucesso.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Paula Mendes' })).toBeNull());
    expect(api.calls()).toContain('DELETE /user/guest/900');
  });

  it('tells a guest that only the account holder manages guests, without asking the server', async () => {
    await api.signIn({ username: 'convidado.paula', code: '592746' });
    await renderPartnerScreen(GuestUsersScreen, PATH);
    expect(screen.getByText('Somente o titular da conta pode gerenciar usuários convidados.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Convidar usuário' })).toBeNull();
    expect(api.calls().filter((c) => c.includes('/user/guest'))).toEqual([]);
  });

  it('needs the network: offline it shows the offline screen', async () => {
    await api.signIn();
    api.setOnline(false);
    await renderPartnerScreen(GuestUsersScreen, PATH);
    expect(screen.getByRole('heading', { name: 'Você está offline' })).toBeTruthy();
  });
});
