// The archive of history items against the real API in-process: the lane's 'Arquivar' button and
// swipe, 'Desfazer', and '/arquivados' (count, unarchive, 'Limpar Arquivados', back home when empty).
import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { userDb } from '../../../../src/db/user-db';
import { ArchivedScreen } from '../../../../src/features/archive/archived-screen';
import { HomeScreen } from '../../../../src/features/catalogue/home-screen';
import { archiveProduct } from '../../../../src/sync/commands/archive';
import { refreshHome } from '../../../../src/sync/pulls/home';
import { renderPartnerScreen } from '../../app/render-with-router';
import { useRealApi } from '../../support/real-api';

const api = useRealApi();
const P = 1;

async function historyIds(): Promise<number[]> {
  return (await userDb().lists.get([P, 'LAST_PURCHASES', 'RELEVANCE']))!.productIds;
}

async function familyName(productId: number): Promise<string> {
  return (await userDb().products.get([P, productId]))!.product.family.name;
}

/** The card's name as its archive buttons say it: family and code. */
async function itemName(productId: number): Promise<string> {
  const { product } = (await userDb().products.get([P, productId]))!;
  return `${product.family.name}, cód. ${product.code}`;
}

beforeEach(async () => {
  await api.signIn();
  localStorage.setItem('partner', String(P));
  // Fresh lanes on the device; the whole catalogue counts as pulled.
  await userDb().meta.put({ key: `catalogue:${P}`, value: { pulledAt: Date.now() } });
  await refreshHome(P);
});

describe('archiving from the history lane', () => {
  it("'Arquivar' archives the card with 'Item arquivado!', and 'Desfazer' brings it back", async () => {
    const [first] = await historyIds();
    const name = await familyName(first!);
    await renderPartnerScreen(HomeScreen, `/?parceiro=${P}`);
    const lane = await screen.findByRole('region', { name: 'Histórico' });
    const buttons = await within(lane).findAllByRole('button', { name: `Arquivar ${await itemName(first!)}` }, { timeout: 10_000 });
    const named = () => within(lane).queryAllByRole('heading', { name }).length;
    const before = named();
    fireEvent.click(buttons[0]!);
    const toast = await screen.findByText('Item arquivado!', {}, { timeout: 5000 });
    await expect.poll(named, { timeout: 10_000 }).toBe(before - 1);
    expect(await within(lane).findByRole('link', { name: 'Arquivados 1' }, { timeout: 10_000 })).toBeTruthy();
    expect(await userDb().archived.get([P, first!])).toBeDefined();

    fireEvent.click(within(toast.parentElement!).getByRole('button', { name: 'Desfazer' }));
    await expect.poll(named, { timeout: 10_000 }).toBe(before);
    await expect.poll(() => within(lane).queryByRole('link', { name: /^Arquivados/ }), { timeout: 10_000 }).toBeNull();
  });

  it('two cards of one family name get archive buttons told apart by the code, each in its card\'s group', async () => {
    const [first, second] = await historyIds();
    const name = await familyName(first!);
    const other = (await userDb().products.get([P, second!]))!;
    await userDb().products.put({ ...other, product: { ...other.product, family: { ...other.product.family, name } } });
    await renderPartnerScreen(HomeScreen, `/?parceiro=${P}`);
    const lane = await screen.findByRole('region', { name: 'Histórico' });
    for (const id of [first!, second!]) {
      const item = await itemName(id);
      const button = await within(lane).findByRole('button', { name: `Arquivar ${item}` }, { timeout: 10_000 });
      const group = within(lane).getByRole('group', { name: item });
      expect(group.contains(button)).toBe(true);
      const code = (await userDb().products.get([P, id]))!.product.code;
      expect(within(group).getByText(`Cód. ${code}`)).toBeTruthy();
    }
  });

  it('a left swipe past 95 px archives; a shorter one does not', async () => {
    const [first] = await historyIds();
    const name = await familyName(first!);
    await renderPartnerScreen(HomeScreen, `/?parceiro=${P}`);
    const lane = await screen.findByRole('region', { name: 'Histórico' });
    const [card] = await within(lane).findAllByRole('heading', { name }, { timeout: 10_000 });
    const row = card!.closest('article')!.parentElement!;
    const drag = (dx: number) => {
      fireEvent.pointerDown(row, { pointerId: 1, button: 0, clientX: 200, clientY: 100 });
      fireEvent.pointerMove(row, { pointerId: 1, clientX: 200 + dx / 2, clientY: 102 });
      fireEvent.pointerMove(row, { pointerId: 1, clientX: 200 + dx, clientY: 102 });
      fireEvent.pointerUp(row, { pointerId: 1, clientX: 200 + dx, clientY: 102 });
    };
    drag(-90);
    expect(await userDb().archived.count()).toBe(0);
    drag(-120);
    await expect.poll(() => userDb().archived.get([P, first!])).toBeDefined();
    expect(await screen.findByText('Item arquivado!')).toBeTruthy();
  });
});

describe('/arquivados', () => {
  async function showArchived(count: number) {
    const ids = (await historyIds()).slice(0, count);
    for (const id of ids) await archiveProduct(P, id);
    const view = await renderPartnerScreen(ArchivedScreen, `/arquivados?parceiro=${P}`);
    return { ids, ...view };
  }

  it("titles the screen with the count and 'Desarquivar' takes an item back", async () => {
    const { ids } = await showArchived(2);
    expect(await screen.findByRole('heading', { level: 1, name: 'Arquivados (2)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `Desarquivar ${await itemName(ids[0]!)}` }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Arquivados (1)' })).toBeTruthy();
    expect(await screen.findByText('Item desarquivado!')).toBeTruthy();
    expect(await userDb().archived.get([P, ids[0]!])).toBeUndefined();
  });

  it("'Limpar Arquivados' empties the archive and returns home 500 ms later", async () => {
    const { router } = await showArchived(3);
    fireEvent.click(await screen.findByRole('button', { name: 'Limpar Arquivados' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Arquivados (0)' })).toBeTruthy();
    expect(await userDb().archived.count()).toBe(0);
    expect(router.state.location.pathname).toBe('/arquivados');
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    await expect.poll(() => router.state.location.href).toBe(`/?parceiro=${P}`);
  });
});
