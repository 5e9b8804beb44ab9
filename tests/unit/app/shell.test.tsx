import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BottomNav } from '../../../src/app/shell/bottom-nav';
import { SideDrawer } from '../../../src/app/shell/side-drawer';
import { SignOutDialog } from '../../../src/app/shell/sign-out-dialog';
import { useSignOut } from '../../../src/app/shell/use-sign-out';
import { renderWithRouter } from './render-with-router';

const fakes = vi.hoisted(() => ({ cartCount: 0, servingPartners: 1 }));
const signOut = vi.hoisted(() => vi.fn<(options?: { force?: boolean }) => Promise<'done' | 'pending-changes'>>());
vi.mock('../../../src/features/cart/use-cart-count', () => ({ useCartCount: () => fakes.cartCount }));
vi.mock('../../../src/features/partners/use-partners', () => ({ useServingPartnerCount: () => fakes.servingPartners }));
vi.mock('../../../src/session/session', () => ({ signOut }));

describe('bottom navigation', () => {

  it('links the five sections with the partner and badges the cart', async () => {
    fakes.cartCount = 4;
    await renderWithRouter(() => <BottomNav partnerId={2} />, '/');
    const nav = screen.getByRole('navigation', { name: 'Navegação principal' });
    const links = Array.from(nav.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Início', '/?parceiro=2'],
      ['Pesquisar', '/busca?parceiro=2'],
      ['4Carrinho', '/carrinho?parceiro=2'],
      ['Favoritos', '/favoritos?parceiro=2'],
      ['Pedidos', '/historico-pedidos?parceiro=2'],
    ]);
    expect(screen.getByRole('link', { name: 'Carrinho, 4 itens' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Início' }).getAttribute('aria-current')).toBe('page');
  });
});

describe('side drawer', () => {

  it('shows the user name, support and sign-out; Parceiros only with more than one partner', async () => {
    fakes.servingPartners = 1;
    const drawer = () => <SideDrawer open partnerId={null} userName="Ana Souza" onClose={() => {}} onSignOut={() => {}} />;
    const first = await renderWithRouter(drawer, '/');
    expect(screen.getByRole('dialog', { name: 'Ana Souza' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Parceiros' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Fale Conosco' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\//);
    expect(screen.getByRole('button', { name: 'Sair' })).toBeTruthy();
    first.unmount();

    fakes.servingPartners = 2;
    await renderWithRouter(drawer, '/');
    expect(screen.getByRole('link', { name: 'Parceiros' }).getAttribute('href')).toBe('/parceiro');
  });
});

function SignOutHarness() {
  const flow = useSignOut();
  return (
    <>
      <button type="button" onClick={flow.request}>
        Sair
      </button>
      <SignOutDialog open={flow.confirming} pending={2} onConfirm={flow.confirm} onCancel={flow.cancel} />
    </>
  );
}

describe('sign-out', () => {
  beforeEach(() => signOut.mockReset());

  it('signs out at once when nothing waits to be sent', async () => {
    signOut.mockResolvedValue('done');
    const { router } = await renderWithRouter(SignOutHarness, '/');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sair' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/usuarios'));
  });

  it('asks first when changes are pending, then forces', async () => {
    signOut.mockResolvedValueOnce('pending-changes').mockResolvedValueOnce('done');
    const { router } = await renderWithRouter(SignOutHarness, '/');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sair' })));
    const dialog = screen.getByRole('dialog', { name: 'Sair com alterações pendentes?' });
    expect(dialog.textContent).toContain('Há 2 alterações feitas sem conexão');
    expect(router.state.location.pathname).toBe('/');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sair mesmo assim' })));
    expect(signOut).toHaveBeenLastCalledWith({ force: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/usuarios'));
  });
});
