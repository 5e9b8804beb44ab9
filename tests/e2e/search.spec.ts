import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import type { Page } from '@playwright/test';
import { signIn } from './support/auth';
import { goOffline, waitForServiceWorker } from './support/network';
import { waitForWholeCatalogue } from './support/home';
import { partners, person } from './support/users';

const field = (page: Page) => page.getByRole('searchbox', { name: 'Buscar produtos' });
const count = (page: Page) => page.getByRole('status').filter({ hasText: /produtos? encontrados?$/ });
const cardNames = (page: Page) => page.getByRole('article').getByRole('heading').allTextContents();

/** The texts the search marks in the cards (CSS Custom Highlight 'busca-termo'), lower case. */
const markedTexts = (page: Page) =>
  page.evaluate(() => {
    const highlight = (CSS as unknown as { highlights: Map<string, Set<Range>> }).highlights.get('busca-termo');
    return [...(highlight ?? [])].map((range) => range.toString().toLowerCase());
  });

/** Types a search and waits for its answer (650 ms after the last key). */
async function search(page: Page, text: string): Promise<void> {
  await field(page).fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text)}`));
}

/** The whole catalogue is on the device: the first download's progress is gone and local search answers. */
async function waitForCatalogue(page: Page): Promise<void> {
  await expect(page.getByText(/Baixando catálogo/)).toHaveCount(0, { timeout: 30_000 });
}

test('the header icon opens the search, and a search online and offline finds the same products', { tag: '@service-worker' }, async ({ page, context }) => {
  test.setTimeout(90_000);
  await signIn(page, person);
  await expect(page.getByText(`Você está em ${partners.saoJorge.name}`)).toBeVisible();
  await waitForServiceWorker(page);

  await page.getByRole('banner').getByRole('link', { name: 'Pesquisar produtos' }).click();
  await expect(page.getByRole('heading', { name: 'Buscar', level: 1 })).toBeVisible();
  await expect(field(page)).toBeFocused();
  await search(page, 'arroz');
  await expect(count(page)).toBeVisible();
  const online = { count: await count(page).textContent(), names: await cardNames(page) };
  expect(online.names.length).toBeGreaterThan(0);
  await expectAccessible(page);

  await waitForCatalogue(page);
  await goOffline(context, page);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Você está offline' })).toBeVisible();
  await expect(count(page)).toHaveText(online.count!);
  await expect.poll(() => cardNames(page)).toEqual(online.names);
  await search(page, 'feijao');
  await expect(page.getByRole('article').first()).toContainText(/feij[aã]o/i);
  // The matched words are marked in the cards, accents aside.
  await expect.poll(async () => new Set(await markedTexts(page))).toEqual(new Set(['feijão']));
  await expectAccessible(page, { force: true });
});

test('category chips narrow the search and clear when tapped again; an unknown product has its message', async ({ page }) => {
  await signIn(page, person);
  await expect(page.getByText(`Você está em ${partners.saoJorge.name}`)).toBeVisible();
  // The count is the device's once its catalogue is whole (before, the server's pages answer): compare like with like.
  await waitForWholeCatalogue(page, person.username, partners.saoJorge.id);
  await page.getByRole('link', { name: 'Buscar produtos' }).click();
  await search(page, 'arroz');
  const before = await count(page).textContent();
  const chip = page.getByRole('group', { name: 'Categorias' }).getByRole('button').first();
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/[?&]group=\d+/);
  await expectAccessible(page);
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'false');
  await expect(page).not.toHaveURL(/[?&]group=/);
  await expect(count(page)).toHaveText(before!);

  await search(page, 'xyzwq');
  await expect(page.getByText('Não foi possivel encontrar esse produto...')).toBeVisible();
  await expect(page.getByText(/Confira se o nome foi digitado corretamente/)).toBeVisible();
  await expectAccessible(page, { force: true });
});
