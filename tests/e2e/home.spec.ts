import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import type { Locator } from '@playwright/test';
import { signInAtPartner } from './support/auth';
import { company, partners } from './support/users';

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });

function lane(page: import('@playwright/test').Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

async function cardTitles(region: Locator): Promise<string[]> {
  return region.getByRole('article').getByRole('heading').allTextContents();
}

test.beforeEach(async ({ page }) => {
  await signInAtPartner(page, company, partners.saoJorge.name);
});

test('home shows the four lane tabs and product cards in the lanes', async ({ page }) => {
  const tabs = page.getByRole('navigation', { name: 'Listas de produtos' }).getByRole('link');
  await expect(tabs).toHaveText(['Histórico', 'Sugestões', 'Ofertas', 'Datas Curtas']);
  for (const title of ['Histórico', 'Sugestões', 'Ofertas', 'Datas Curtas']) {
    await expect(lane(page, title).getByRole('article').first()).toBeVisible();
  }
});

test('short-dated products carry the DATA CURTA label', async ({ page }) => {
  const shortDated = lane(page, 'Datas Curtas').getByRole('article').first();
  await expect(shortDated).toContainText('DATA CURTA');
  const history = lane(page, 'Histórico').getByRole('article').filter({ hasNotText: 'DATA CURTA' });
  await expect(history.first()).toBeVisible();
});

test('the history sort switches between Relevância and Alfabético', async ({ page }) => {
  const history = lane(page, 'Histórico');
  const sort = history.getByRole('combobox', { name: 'Ordenar histórico' });
  await expect(sort.getByRole('option')).toHaveText(['Relevância', 'Alfabético']);
  await expect(history.getByRole('article').first()).toBeVisible();
  const byRelevance = await cardTitles(history);
  const alphabetical = [...byRelevance].sort(collator.compare);
  expect(byRelevance, 'the seeded history is not already alphabetical').not.toEqual(alphabetical);

  await sort.selectOption({ label: 'Alfabético' });
  await expectAccessible(page, { force: true });
  await expect
    .poll(async () => {
      const titles = await cardTitles(history);
      return titles.length > 1 && titles.every((t, i) => i === 0 || collator.compare(titles[i - 1], t) <= 0);
    })
    .toBe(true);

  await sort.selectOption({ label: 'Relevância' });
  await expect.poll(() => cardTitles(history)).toEqual(byRelevance);
});
