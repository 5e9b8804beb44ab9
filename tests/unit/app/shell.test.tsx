import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { captureInstallPrompt } from '../../../src/app/install-prompt';
import { BottomNav } from '../../../src/app/shell/bottom-nav';
import { SideDrawer } from '../../../src/app/shell/side-drawer';
import { SignOutDialog } from '../../../src/app/shell/sign-out-dialog';
import { useSignOut } from '../../../src/app/shell/use-sign-out';
import { renderWithRouter } from './render-with-router';

const fakes = vi.hoisted(() => ({ cartCount: 0, servingPartners: 1 }));
const signOut = vi.hoisted(() =>
  vi.fn<(options?: { force?: boolean; forget?: (username: string) => Promise<boolean> }) => Promise<'done' | 'pending-changes' | 'not-forgotten'>>(),
);
vi.mock('../../../src/features/cart/use-cart-count', () => ({ useCartCount: () => fakes.cartCount }));
vi.mock('../../../src/features/partners/use-partners', () => ({ useServingPartnerCount: () => fakes.servingPartners }));
vi.mock('../../../src/session/session', () => ({ signOut }));
vi.mock('../../../src/session/saved-users', () => ({ forgetSavedUser }));
const forgetSavedUser = vi.hoisted(() => vi.fn(async (_username: string) => true));
vi.mock('../../../src/features/catalogue/use-categories', () => ({ useCategories: () => [] }));

describe('bottom navigation', () => {

  it('links the five sections with the partner and badges the cart', async () => {
    fakes.cartCount = 4;
    await renderWithRouter(() => <BottomNav partnerId={2} />, '/');
    const nav = screen.getByRole('navigation', { name: 'Navegação principal' });
    const links = Array.from(nav.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Início', '/?parceiro=2'],
      ['Pesquisar', '/busca?parceiro=2'],
      ['Carrinho', '/carrinho?parceiro=2'],
      ['Favoritos', '/favoritos?parceiro=2'],
      ['Pedidos', '/historico-pedidos?parceiro=2'],
    ]);
    const cart = screen.getByRole('link', { name: 'Carrinho, 4 itens' });
    // The name starts with the visible text (WCAG 2.5.3); the badge draws its count.
    expect(cart.getAttribute('aria-label')!.startsWith(cart.textContent!)).toBe(true);
    expect(cart.querySelector('[data-count]')!.getAttribute('data-count')).toBe('4');
    expect(screen.getByRole('link', { name: 'Início' }).getAttribute('aria-current')).toBe('page');
  });
});

describe('side drawer', () => {

  it('shows the user name, support and sign-out; Parceiros only with more than one partner', async () => {
    fakes.servingPartners = 1;
    const drawer = () => <SideDrawer open partnerId={null} userName="Ana Souza" isGuest={false} onClose={() => {}} onSignOut={() => {}} />;
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

describe('side drawer: account entries', () => {
  const drawer = (partnerId: number | null, isGuest = false) => () => (
    <SideDrawer open partnerId={partnerId} userName="Ana Souza" isGuest={isGuest} onClose={() => {}} onSignOut={() => {}} />
  );

  it("leads from the user name and 'Segunda via de boletos' to the profile's slips", async () => {
    await renderWithRouter(drawer(2), '/');
    expect(screen.getByRole('link', { name: 'Ana Souza' }).getAttribute('href')).toBe('/perfil#titulos');
    expect(screen.getByRole('link', { name: 'Segunda via de boletos' }).getAttribute('href')).toBe('/perfil#titulos');
  });

  it("opens 'Dispositivos Conectados' and 'Usuários convidados' with the partner when one is selected", async () => {
    const first = await renderWithRouter(drawer(2), '/');
    expect(screen.getByRole('link', { name: 'Dispositivos Conectados' }).getAttribute('href')).toBe('/dispositivos-conectados?parceiro=2');
    expect(screen.getByRole('link', { name: 'Usuários convidados' }).getAttribute('href')).toBe('/usuarios-adicionais?parceiro=2');
    first.unmount();
    await renderWithRouter(drawer(null), '/');
    expect(screen.getByRole('link', { name: 'Dispositivos Conectados' }).getAttribute('href')).toBe('/dispositivos-conectados');
  });

  it('leaves devices and guests out for a guest user, whose account holder manages them', async () => {
    await renderWithRouter(drawer(2, true), '/');
    expect(screen.getByRole('link', { name: 'Segunda via de boletos' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Dispositivos Conectados' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Usuários convidados' })).toBeNull();
    // Everyone's changes wait on this device: guests reach the sync center too.
    expect(screen.getByRole('link', { name: 'Sincronização' }).getAttribute('href')).toBe('/sincronizacao?parceiro=2');
  });

  it("offers 'Instalar o Balcão' only while the browser holds an install prompt, and shows that prompt once", async () => {
    captureInstallPrompt();
    await renderWithRouter(drawer(2), '/');
    expect(screen.queryByRole('button', { name: 'Instalar o Balcão' })).toBeNull();
    const prompt = vi.fn(async () => {});
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
    });
    act(() => void window.dispatchEvent(offer));
    expect(offer.defaultPrevented).toBe(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Instalar o Balcão' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Instalar o Balcão' })).toBeNull());
  });
});

function SignOutHarness({ pending }: { pending: number }) {
  const flow = useSignOut();
  return (
    <>
      <button type="button" onClick={() => flow.request()}>
        Abrir sair
      </button>
      <SignOutDialog
        open={flow.confirming}
        pending={pending}
        busy={flow.busy}
        avoid={flow.spot}
        onConfirm={flow.confirm}
        onForget={flow.forget}
        onCancel={flow.cancel}
      />
    </>
  );
}

describe('sign-out', () => {
  beforeEach(() => {
    signOut.mockReset().mockResolvedValue('done');
  });

  async function openDialog(pending: number, name: string) {
    const view = await renderWithRouter(() => <SignOutHarness pending={pending} />, '/');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Abrir sair' })));
    return { ...view, dialog: screen.getByRole('dialog', { name }) };
  }

  it('asks first, saying the user stays saved on this device, and signs out keeping them', async () => {
    const { router, dialog } = await openDialog(0, 'Sair da conta?');
    expect(dialog.textContent).toContain('Seu usuário continua salvo neste dispositivo: na tela de usuários, um toque entra de novo, sem código.');
    expect(signOut).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Sair' })));
    expect(signOut).toHaveBeenLastCalledWith({ force: true, forget: undefined });
    await waitFor(() => expect(router.state.location.pathname).toBe('/usuarios'));
  });

  it('forgets this user on this device in the same step', async () => {
    const { router, dialog } = await openDialog(0, 'Sair da conta?');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Sair e esquecer este usuário' })));
    const forget = signOut.mock.lastCall?.[0]?.forget;
    expect(signOut).toHaveBeenLastCalledWith({ force: true, forget: expect.any(Function) });
    // the saved users' code loads when this answer is chosen, and forgets the user signing out
    await expect(forget?.('11222333000181')).resolves.toBe(true);
    expect(forgetSavedUser).toHaveBeenLastCalledWith('11222333000181');
    await waitFor(() => expect(router.state.location.pathname).toBe('/usuarios'));
  });

  it('says so when the device could not forget the user', async () => {
    signOut.mockResolvedValue('not-forgotten');
    const { dialog } = await openDialog(0, 'Sair da conta?');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Sair e esquecer este usuário' })));
    expect(await screen.findByText('Não foi possível esquecer o usuário agora. Remova-o na tela de usuários.')).toBeTruthy();
  });

  it('says what waits to be sent, and offers no forgetting that would drop it', async () => {
    const { router, dialog } = await openDialog(2, 'Sair com alterações pendentes?');
    expect(dialog.textContent).toContain('Há 2 alterações feitas sem conexão');
    expect(within(dialog).queryByRole('button', { name: 'Sair e esquecer este usuário' })).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Sair mesmo assim' })));
    expect(signOut).toHaveBeenLastCalledWith({ force: true, forget: undefined });
    await waitFor(() => expect(router.state.location.pathname).toBe('/usuarios'));
  });
});
