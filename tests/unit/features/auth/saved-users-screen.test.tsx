import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { KeepConnectedUser } from '../../../../src/domain/entities/account';
import { SavedUsersScreen } from '../../../../src/features/auth/saved-users-screen';
import { renderWithRouter } from '../../app/render-with-router';

const session = vi.hoisted(() => ({
  listSavedUsers: vi.fn<() => Promise<KeepConnectedUser[]>>(),
  selectSavedUser: vi.fn<(id: string) => Promise<void>>(),
  removeSavedUser: vi.fn<(id: string) => Promise<void>>(),
}));
vi.mock('../../../../src/session/saved-users', () => session);

const REMOVE_TEXT =
  'Tem certeza de que deseja remover este usuário deste dispositivo? Para acessá-lo novamente no produto, será preciso obter um novo código de acesso via WhatsApp.';

const mercadinho: KeepConnectedUser = {
  keepConnectedId: 'k1',
  userFullName: 'Mercadinho Bom Preço Comércio de Alimentos',
  username: '11222333000181',
};
const ana: KeepConnectedUser = { keepConnectedId: 'k2', userFullName: 'Ana Souza', username: '52998224725' };

describe('SavedUsersScreen', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.clearAllMocks();
  });

  it('lists the users with initial, name cut at 23 characters and username', async () => {
    session.listSavedUsers.mockResolvedValue([mercadinho, ana]);
    await renderWithRouter(SavedUsersScreen, '/usuarios');
    expect(screen.getByRole('heading', { name: 'Olá, selecione um usuário para continuar' })).toBeTruthy();
    expect(await screen.findByText('Mercadinho Bom Preço Co...')).toBeTruthy();
    expect(screen.getByText('11.222.333/0001-81')).toBeTruthy();
    expect(screen.getByText('Ana Souza')).toBeTruthy();
    expect(screen.getByText('A')).toBeTruthy();
    expect(localStorage.getItem('loginMode')).toBe('SHOW_USERS');
  });

  it('shows tax ids formatted (CPF, CNPJ, alphanumeric CNPJ) and other usernames as they are', async () => {
    session.listSavedUsers.mockResolvedValue([
      ana,
      { keepConnectedId: 'k3', userFullName: 'Loja Nova', username: '12ABC34501DE35' },
      { keepConnectedId: 'k4', userFullName: 'Paulo', username: 'aviso.senha' },
    ]);
    await renderWithRouter(SavedUsersScreen, '/usuarios');
    expect(await screen.findByRole('button', { name: 'Entrar como Ana Souza, 529.982.247-25' })).toBeTruthy();
    expect(screen.getByText('529.982.247-25')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Entrar como Loja Nova, 12.ABC.345/01DE-35' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Entrar como Paulo, aviso.senha' })).toBeTruthy();
  });

  it('while the list loads, says so as a named status (a named plain div is invalid ARIA)', async () => {
    session.listSavedUsers.mockReturnValue(new Promise(() => {}));
    await renderWithRouter(SavedUsersScreen, '/usuarios');
    expect(screen.getByRole('status', { name: 'Carregando usuários' }).getAttribute('aria-busy')).toBe('true');
  });

  it('goes to /hub and sets SHOW_LOGIN when the device has no saved user', async () => {
    session.listSavedUsers.mockResolvedValue([]);
    const { router } = await renderWithRouter(SavedUsersScreen, '/usuarios');
    await waitFor(() => expect(router.state.location.pathname).toBe('/hub'));
    expect(localStorage.getItem('loginMode')).toBe('SHOW_LOGIN');
  });

  it('asks with the exact text before removing, then reloads the list', async () => {
    session.listSavedUsers.mockResolvedValueOnce([mercadinho, ana]).mockResolvedValueOnce([ana]);
    session.removeSavedUser.mockResolvedValue();
    await renderWithRouter(SavedUsersScreen, '/usuarios');
    fireEvent.click(await screen.findByRole('button', { name: 'Remover Ana Souza deste dispositivo' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm.textContent).toContain(REMOVE_TEXT);
    expect(session.removeSavedUser).not.toHaveBeenCalled();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remover' })));
    expect(session.removeSavedUser).toHaveBeenCalledWith('k2');
    expect(screen.getByRole('status').textContent).toBe('Usuário excluido com sucesso!');
    await waitFor(() => expect(screen.queryByText('Mercadinho Bom Preço Co...')).toBeNull());
  });

  it('keeps the user when the confirmation is cancelled', async () => {
    session.listSavedUsers.mockResolvedValue([ana]);
    await renderWithRouter(SavedUsersScreen, '/usuarios');
    fireEvent.click(await screen.findByRole('button', { name: 'Remover Ana Souza deste dispositivo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(session.removeSavedUser).not.toHaveBeenCalled();
  });

  it('tells when the removal fails', async () => {
    session.listSavedUsers.mockResolvedValue([ana]);
    session.removeSavedUser.mockRejectedValue(new Error('offline'));
    await renderWithRouter(SavedUsersScreen, '/usuarios');
    fireEvent.click(await screen.findByRole('button', { name: 'Remover Ana Souza deste dispositivo' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remover' })));
    expect(screen.getByRole('status').textContent).toBe('Houve um erro ao tentar excluir o usuario, tente novamente.');
  });

  it('enters partner selection after choosing a user, or shows the select error', async () => {
    session.listSavedUsers.mockResolvedValue([ana]);
    session.selectSavedUser.mockRejectedValueOnce(new Error('401')).mockResolvedValueOnce();
    const { router } = await renderWithRouter(SavedUsersScreen, '/usuarios');
    const card = await screen.findByRole('button', { name: 'Entrar como Ana Souza, 529.982.247-25' });
    await act(async () => fireEvent.click(card));
    expect(screen.getByRole('status').textContent).toBe('Houve um erro ao tentar selecionar o usuario, tente novamente.');
    await act(async () => fireEvent.click(card));
    expect(session.selectSavedUser).toHaveBeenLastCalledWith('k2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/parceiro'));
  });

  it('"Entrar com outro usuário" opens the login form', async () => {
    session.listSavedUsers.mockResolvedValue([ana]);
    const { router } = await renderWithRouter(SavedUsersScreen, '/usuarios');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Entrar com outro usuário' })));
    expect(localStorage.getItem('loginMode')).toBe('SHOW_LOGIN');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
