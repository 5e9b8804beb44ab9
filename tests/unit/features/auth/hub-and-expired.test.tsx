import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AccessExpiredScreen } from '../../../../src/features/auth/access-expired-screen';
import { HubScreen } from '../../../../src/features/auth/hub-screen';
import { renderWithRouter } from '../../app/render-with-router';

describe('HubScreen', () => {
  beforeEach(() => localStorage.clear());

  it('links the code request to signup with code, trackid and register=true', async () => {
    await renderWithRouter(HubScreen, '/hub');
    const link = screen.getByRole('link', { name: 'Solicite seu código de acesso' });
    const url = new URL(link.getAttribute('href') ?? '', 'http://x');
    expect(url.pathname).toBe('/ativacao/cadastro');
    expect(url.searchParams.get('code')).toBe('1');
    expect(url.searchParams.get('trackid')).toBe('hub');
    expect(url.searchParams.get('register')).toBe('true');
    expect(screen.getByText(/^Versão /)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Fale conosco/ }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\//);
  });

  it('"Acesse o Balcão" sets SHOW_LOGIN and opens the login', async () => {
    const { router } = await renderWithRouter(HubScreen, '/hub');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Acesse o Balcão' })));
    expect(localStorage.getItem('loginMode')).toBe('SHOW_LOGIN');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('AccessExpiredScreen', () => {

  it('offers a new password and a way back to the login', async () => {
    await renderWithRouter(AccessExpiredScreen, '/acesso-expirado');
    expect(screen.getByRole('heading', { name: 'Novo acesso!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Receber Senha' }).getAttribute('href')).toBe('/esqueci-minha-senha');
    expect(screen.getByRole('link', { name: 'Voltar para o login' }).getAttribute('href')).toBe('/login');
  });
});
