// The browse lists remember where they were scrolled [commerce §9], against the real API in-process.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { validateNamedIdSearch } from '../../../../src/app/route-search';
import { scrollPositions } from '../../../../src/db/scroll-positions';
import { FavoritesScreen } from '../../../../src/features/browse/favorites-screen';
import { SectorScreen } from '../../../../src/features/browse/sector-screen';
import { pullCatalogue } from '../../../../src/sync/pulls/catalogue';
import { refreshHome } from '../../../../src/sync/pulls/home';
import { useRealApi } from '../../support/real-api';
import { expectWindowSavedAfterRest } from '../../support/scroll-rest';
import { renderPartnerScreen } from '../../app/render-with-router';
import { P, deviceProducts, query } from './fixtures';

const api = useRealApi();
const named = { validateSearch: validateNamedIdSearch };

beforeEach(async () => {
  await api.signIn();
  localStorage.setItem('partner', String(P));
  sessionStorage.clear();
  await refreshHome(P);
  await pullCatalogue(P);
});

afterEach(() => {
  vi.restoreAllMocks();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

async function openSector() {
  const section = (await deviceProducts()).find((row) => row.customerProductSection)!.customerProductSection!;
  const view = await renderPartnerScreen(SectorScreen, `/setor?${query({ id: section.id, name: section.name })}`, named);
  const list = await screen.findByRole('list', { name: `Produtos de ${section.name}` });
  await waitFor(() => expect(within(list).getAllByRole('article').length).toBeGreaterThan(0));
  return { section, view };
}

describe('scroll memory of the browse lists', () => {
  it('the sector list goes back to its saved position once its products are there', async () => {
    const section = (await deviceProducts()).find((row) => row.customerProductSection)!.customerProductSection!;
    scrollPositions.write(`product-section:${P}:${section.id}`, { left: 0, top: 640 });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await openSector();
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ left: 0, top: 640, behavior: 'instant' }));
  });

  it('the sector list saves its position once the scrolling rests, well before the default 800 ms', async () => {
    const { section } = await openSector();
    expectWindowSavedAfterRest(() => scrollPositions.read(`product-section:${P}:${section.id}`), 480, 10);
  });

  it('the favorites list saves its position once the scrolling rests, well before the default 800 ms', async () => {
    await renderPartnerScreen(FavoritesScreen, `/favoritos?parceiro=${P}`);
    await screen.findByRole('heading', { name: 'Favoritos' });
    expectWindowSavedAfterRest(() => scrollPositions.read(`favorites:${P}:0`), 300, 20);
  });

  it('the favorites back button, opened directly, goes to the home', async () => {
    const { router } = await renderPartnerScreen(FavoritesScreen, `/favoritos?parceiro=${P}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
