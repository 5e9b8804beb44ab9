// The home lanes against the real API in-process: 'Ver mais' to the end of a lane (pages kept on
// the device), filter chips, the first catalogue download's progress and a failed refresh.
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ProductListPage } from '../../../../src/domain/entities/catalogue';
import { userDb } from '../../../../src/db/user-db';
import { HomeScreen } from '../../../../src/features/catalogue/home-screen';
import { renderPartnerScreen } from '../../app/render-with-router';
import { useRealApi } from '../../support/real-api';

const api = useRealApi();
const P = 1;

const showHome = () => renderPartnerScreen(HomeScreen, `/?parceiro=${P}`);
const historyLane = () => screen.findByRole('region', { name: 'Histórico' });
const cardCount = (lane: HTMLElement) => within(lane).queryAllByRole('article').length;

/** The catalogue counts as freshly pulled, so the home does not download it whole. */
async function skipCataloguePull(): Promise<void> {
  await userDb().meta.put({ key: `catalogue:${P}`, value: { pulledAt: Date.now() } });
}

beforeEach(async () => {
  await api.signIn();
  localStorage.setItem('partner', String(P));
});

describe('home lanes, paged', () => {
  it("pages the history lane with 'Ver mais' to its end and keeps the pages on the device", async () => {
    await skipCataloguePull();
    const server = await api.get<ProductListPage>('/purchase/types/LAST_PURCHASES?page=0&size=13', P);
    await showHome();
    const lane = await historyLane();
    await within(lane).findAllByRole('article', {}, { timeout: 10_000 });
    // A phone's history lane stacks its cards: a few, then a page more per 'Ver mais' (13 made it ~6,600 px tall).
    expect(cardCount(lane)).toBe(4);
    const more = () => within(lane).queryByRole('button', { name: 'Ver mais' });
    fireEvent.click(more()!);
    expect(cardCount(lane)).toBe(13);
    expect(api.sent.filter((r) => r.path === '/purchase/types/LAST_PURCHASES' && r.search.get('page') === '1')).toHaveLength(0);
    let expected = 13;
    while (more()) {
      const button = more()!;
      button.focus();
      fireEvent.click(button);
      expected = Math.min(expected + 13, server.totalElements);
      await expect.poll(() => cardCount(lane), { timeout: 10_000 }).toBe(expected);
    }
    expect(expected).toBe(server.totalElements);
    expect(within(lane).queryByRole('button', { name: 'Ver mais' })).toBeNull();
    // The focus of the button that went away lands on the lane's title.
    await expect.poll(() => document.activeElement).toBe(within(lane).getByRole('heading', { level: 2, name: 'Histórico' }));
    const pages = api.sent.filter((r) => r.path === '/purchase/types/LAST_PURCHASES').map((r) => r.search.get('page'));
    expect(pages).toContain(String(server.totalPages - 1));
    const held = await userDb().lists.get([P, 'LAST_PURCHASES', 'RELEVANCE']);
    expect(held).toMatchObject({ pagesLoaded: server.totalPages, lastPage: true });
    expect(held?.productIds).toHaveLength(server.totalElements);
  }, 90_000);

  it('filters a lane by a chip from the answer and clears it when the chip is chosen again', async () => {
    await skipCataloguePull();
    await showHome();
    const lane = await historyLane();
    const chips = within(await within(lane).findByRole('group', { name: 'Filtrar Histórico' }, { timeout: 10_000 })).getAllByRole('button');
    const chip = chips[0]!;
    const filtered = await api.get<ProductListPage>(`/purchase/types/LAST_PURCHASES?page=0&size=13&filters=CATEGORY:${
      (await api.get<ProductListPage>('/purchase/types/LAST_PURCHASES?page=0&size=13', P)).filters[0]!.id
    }`, P);
    fireEvent.click(chip);
    expect(chip.getAttribute('aria-pressed')).toBe('true');
    // a phone's history lane shows its first 4 cards
    const titles = () => within(lane).queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
    await expect.poll(titles, { timeout: 10_000 }).toEqual(filtered.items.slice(0, 4).map((entry) => entry.product.family.name));
    expect(api.sent.some((r) => r.path === '/purchase/types/LAST_PURCHASES' && r.search.get('filters')?.startsWith('CATEGORY:'))).toBe(true);
    fireEvent.click(chip);
    expect(chip.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => cardCount(lane)).toBe(4);
  });
});

describe('home refresh and the catalogue download', () => {
  it("shows 'Baixando catálogo…' with the percentage while the first pull runs, then removes it", async () => {
    const held = api.hold(/^\/purchase\/search$/);
    await showHome();
    const progress = await screen.findByText(/^Baixando catálogo… \d+%$/, {}, { timeout: 10_000 });
    expect(progress.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Progresso do download do catálogo' })).toBeTruthy();
    held.release();
    await expect.poll(() => screen.queryByText(/^Baixando catálogo…/), { timeout: 15_000 }).toBeNull();
  });

  it('says the home could not be refreshed, and Tentar novamente refreshes it', async () => {
    await skipCataloguePull();
    api.fail(/^\/purchase\/banners$/, 404);
    await showHome();
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('Não foi possível atualizar a página inicial.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await expect.poll(() => screen.queryByRole('alert'), { timeout: 10_000 }).toBeNull();
    expect(await screen.findByRole('region', { name: 'Destaques' }, { timeout: 20_000 })).toBeTruthy();
  });
});
