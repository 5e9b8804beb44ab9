import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginScreen } from '../../../../src/features/auth/login-screen';
import { renderWithRouter } from '../../app/render-with-router';

vi.mock('../../../../src/features/auth/load-sign-in', () => ({ loadSignIn: async () => ({ signIn: vi.fn() }) }));

describe('terms modal on the first visit', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        new Response(url.endsWith('cookies.md') ? '# Cookies\n\nUsamos <b>cookies</b>.' : '# Privacidade\n\nSeus dados.'),
      ),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows cookies, then privacy, then stores the accepted flag', async () => {
    await renderWithRouter(LoginScreen, '/login');
    expect(await screen.findByRole('heading', { name: 'Cookies' })).toBeTruthy();
    // Raw HTML in the document is shown as text, never rendered.
    expect(screen.getByText(/Usamos/).innerHTML).toContain('&lt;b&gt;');
    expect(screen.queryByRole('button', { name: 'Fechar' })).toBeNull();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Concordar e Continuar' })));
    expect(await screen.findByRole('heading', { name: 'Privacidade' })).toBeTruthy();
    expect(localStorage.getItem('termsAccepted')).toBeNull();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Concordar' })));
    expect(localStorage.getItem('termsAccepted')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not open by itself once accepted; the footer link opens it', async () => {
    localStorage.setItem('termsAccepted', 'true');
    await renderWithRouter(LoginScreen, '/login');
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Termos de uso e privacidade' })));
    expect(await screen.findByRole('heading', { name: 'Cookies' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeTruthy();
  });

  it('offline: shows the load error and a retry, never Concordar for a document it could not load', async () => {
    const fetchMock = vi.mocked(fetch);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { router } = await renderWithRouter(LoginScreen, '/login');
    const dialog = await screen.findByRole('dialog', { name: 'Política de cookies' });
    expect((await screen.findByRole('alert')).textContent).toBe('Não foi possível carregar o documento. Verifique sua conexão.');
    expect(screen.queryByRole('button', { name: /Concordar/ })).toBeNull();
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(router.state.location.pathname).toBe('/login');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' })));
    expect(await screen.findByRole('heading', { name: 'Cookies' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Concordar e Continuar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  });
});
