import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Partner } from '../../../../src/domain/entities/account';
import { PartnerSelectScreen } from '../../../../src/features/partners/partner-select-screen';
import { renderWithRouter } from '../../app/render-with-router';

const state = vi.hoisted(() => ({ partners: undefined as Partner[] | undefined }));
const refreshPartners = vi.hoisted(() => vi.fn<() => Promise<Partner[]>>());
const setCurrentPartnerId = vi.hoisted(() => vi.fn<(id: number | null) => void>());

vi.mock('../../../../src/features/partners/use-partners', () => ({ usePartners: () => state.partners }));
vi.mock('../../../../src/sync/pulls/partners', () => ({ refreshPartners }));
vi.mock('../../../../src/session/session', () => ({ setCurrentPartnerId }));

const saoJorge: Partner = {
  id: 1,
  name: 'Distribuidora_São_Jorge',
  urlImage: '/media/partners/1.svg',
  urlCatalog: '',
  servesCustomer: true,
};
const central: Partner = { id: 2, name: 'Atacadão_Central', urlImage: '/media/partners/2.svg', urlCatalog: '', servesCustomer: true };
const mega: Partner = {
  id: 3,
  name: 'Mega_Foods',
  urlImage: '/media/partners/3.svg',
  urlCatalog: 'https://catalogo.megafoods.example',
  servesCustomer: false,
};

describe('PartnerSelectScreen', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    refreshPartners.mockResolvedValue([]);
  });

  it('groups serving partners and the others, names with spaces', async () => {
    state.partners = [saoJorge, central, mega];
    await renderWithRouter(PartnerSelectScreen, '/parceiro');
    const yours = screen.getByRole('region', { name: 'Seus Parceiros' });
    expect(yours.textContent).toContain('Distribuidora São Jorge');
    expect(yours.textContent).toContain('Atacadão Central');
    const more = screen.getByRole('region', { name: 'Mais Parceiros para você!' });
    expect(more.textContent).toContain('Mega Foods');
    expect(refreshPartners).toHaveBeenCalledOnce();
  });

  it('selects a serving partner and goes home with the partner in the query', async () => {
    state.partners = [saoJorge, central];
    const { router } = await renderWithRouter(PartnerSelectScreen, '/parceiro');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Atacadão Central' })));
    expect(setCurrentPartnerId).toHaveBeenCalledWith(2);
    await waitFor(() => expect(router.state.location.href).toBe('/?parceiro=2'));
  });

  it('opens a not-serving partner’s catalogue outside the app without selecting it', async () => {
    state.partners = [saoJorge, central, mega];
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await renderWithRouter(PartnerSelectScreen, '/parceiro');
    fireEvent.click(screen.getByRole('button', { name: /Mega Foods/ }));
    expect(open).toHaveBeenCalledWith('https://catalogo.megafoods.example', '_blank', 'noopener,noreferrer');
    expect(setCurrentPartnerId).not.toHaveBeenCalled();
  });

  it('selects the only serving partner by itself once the list is fresh', async () => {
    state.partners = [saoJorge, mega];
    const { router } = await renderWithRouter(PartnerSelectScreen, '/parceiro');
    await waitFor(() => expect(router.state.location.href).toBe('/?parceiro=1'));
    expect(setCurrentPartnerId).toHaveBeenCalledWith(1);
  });

  it('shows the singular heading for one serving partner', async () => {
    state.partners = [saoJorge, mega];
    refreshPartners.mockReturnValue(new Promise(() => {}));
    await renderWithRouter(PartnerSelectScreen, '/parceiro');
    expect(screen.getByRole('region', { name: 'Seu Parceiro' })).toBeTruthy();
  });

  it('shows the offline screen when offline and nothing is on the device', async () => {
    state.partners = [];
    refreshPartners.mockRejectedValue(new Error('offline'));
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderWithRouter(PartnerSelectScreen, '/parceiro');
    expect(await screen.findByRole('heading', { name: 'Você está offline' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
    onLine.mockRestore();
  });

  describe('a link opened while signed out (A-24)', () => {
    const orderLink = (parceiro?: number) =>
      JSON.stringify({
        path: '/detalhes-pedido', requirePartner: true, mapParameters: {},
        mapQueries: { id: '7', order: '1042', ...(parceiro ? { parceiro: String(parceiro) } : {}) },
      });
    beforeEach(() => localStorage.clear());

    it('opens it with the partner it names when the user has that partner, then forgets it', async () => {
      state.partners = [saoJorge, central];
      localStorage.setItem('deepLink', orderLink(2));
      const { router } = await renderWithRouter(PartnerSelectScreen, '/parceiro');
      await waitFor(() => expect(router.state.location.href).toBe('/detalhes-pedido?id=7&order=1042&parceiro=2'));
      expect(setCurrentPartnerId).toHaveBeenCalledWith(2);
      expect(localStorage.getItem('deepLink')).toBeNull();
    });

    it('waits for the partner choice when the link names none the user has, then opens it for that partner', async () => {
      state.partners = [saoJorge, central];
      localStorage.setItem('deepLink', orderLink(3));
      const { router } = await renderWithRouter(PartnerSelectScreen, '/parceiro');
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Distribuidora São Jorge' })));
      await waitFor(() => expect(router.state.location.href).toBe('/detalhes-pedido?id=7&order=1042&parceiro=1'));
    });

    it('opens it after the only partner is selected by itself', async () => {
      state.partners = [saoJorge, mega];
      localStorage.setItem('deepLink', orderLink());
      const { router } = await renderWithRouter(PartnerSelectScreen, '/parceiro');
      await waitFor(() => expect(router.state.location.href).toBe('/detalhes-pedido?id=7&order=1042&parceiro=1'));
    });

    it('goes home when the stored target is not a screen of the app', async () => {
      state.partners = [saoJorge, mega];
      localStorage.setItem('deepLink', JSON.stringify({ path: '//evil.example', requirePartner: true, mapQueries: {}, mapParameters: {} }));
      const { router } = await renderWithRouter(PartnerSelectScreen, '/parceiro');
      await waitFor(() => expect(router.state.location.href).toBe('/?parceiro=1'));
    });
  });
});
