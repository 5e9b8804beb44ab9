// The browse screens opened where a user finds them: the side drawer, the home's category cards,
// banners and brand links, the bottom navigation. Each test ends with an axe check (support/test).
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { signInAtPartner } from './support/auth';
import { goOffline, waitForServiceWorker } from './support/network';
import { company, partners } from './support/users';

test.beforeEach(async ({ page }) => {
  // Sign-in, the catalogue's first pull and a screen or two with axe: more than 30 s on a busy machine.
  test.slow();
  await signInAtPartner(page, company, partners.saoJorge.name);
});

async function openDrawer(page: Page) {
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const drawer = page.getByRole('dialog', { name: company.name });
  await expect(drawer).toBeVisible();
  return drawer;
}

const productList = (page: Page) => page.getByRole('list', { name: /^Produtos de / });

test("the drawer's Categorias opens a category; its families are searched and one opens its products", async ({ page }) => {
  const drawer = await openDrawer(page);
  await drawer.getByRole('button', { name: 'Categorias' }).click();
  await expect(drawer.getByRole('button', { name: 'Categorias' })).toHaveAttribute('aria-expanded', 'true');
  await expectAccessible(page, { force: true });
  await drawer.getByRole('link', { name: 'Bebidas' }).click();
  await expect(page.getByRole('heading', { name: 'Bebidas', level: 1 })).toBeVisible();
  const families = page.getByRole('list', { name: 'Bebidas' }).getByRole('link');
  await expect(families.first()).toBeVisible();
  const count = await families.count();
  const last = (await families.last().textContent())!;
  await page.getByRole('searchbox', { name: 'Buscar na categoria' }).fill(last);
  await expect(families).toHaveText([last]);
  expect(count).toBeGreaterThan(1);
  await families.first().click();
  await expect(page).toHaveURL(/\/detalhes-categoria\?/);
  await expect(page.getByRole('heading', { name: last, level: 1 })).toBeVisible();
  await expect(productList(page).getByRole('article').first()).toContainText(last);
});

test("the drawer's Marcas shows the brands; one opens its products, narrowed by a family tag", async ({ page }) => {
  const drawer = await openDrawer(page);
  await drawer.getByRole('link', { name: 'Marcas' }).click();
  await expect(page.getByRole('heading', { name: 'Marcas', level: 1 })).toBeVisible();
  await expectAccessible(page, { force: true });
  const brand = page.getByRole('main').getByRole('link').first();
  const name = (await brand.textContent())!.trim();
  await brand.click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const cards = productList(page).getByRole('article');
  await expect(cards.first()).toContainText(name);
  const tags = page.getByRole('group', { name: 'Filtros' }).getByRole('button');
  if ((await tags.count()) > 1) {
    const family = (await tags.first().textContent())!;
    await tags.first().click();
    await expect(tags.first()).toHaveAttribute('aria-pressed', 'true');
    await expect(cards.first()).toContainText(family);
  }
});

test("the home's category cards, banners and brand links open their screens", async ({ page }) => {
  const categories = page.getByRole('region', { name: 'Categorias' });
  await categories.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/categoria\/?\?/);
  await expect(page.getByRole('searchbox', { name: 'Buscar na categoria' })).toBeVisible();
  await page.goBack();

  await page.getByRole('link', { name: 'Ofertas da semana na Mercearia' }).click();
  await expect(page.getByRole('heading', { name: 'Mercearia', level: 1 })).toBeVisible();
  await page.goBack();

  const card = page.getByRole('region', { name: 'Histórico', exact: true }).getByRole('article').first();
  const brandLink = card.locator('a[href^="/marca?"]');
  const brand = (await brandLink.textContent())!;
  await brandLink.click();
  await expect(page.getByRole('heading', { name: brand, level: 1 })).toBeVisible();
  await expect(productList(page).getByRole('article').first()).toBeVisible();
});

test('a family is reclassified into another sector, whose screen then lists it', async ({ page }) => {
  await page.goto(`/categoria/?parceiro=${partners.saoJorge.id}&id=2&name=Bebidas`);
  const familyLink = page.getByRole('list', { name: 'Bebidas' }).getByRole('link').first();
  // Read from the link: right after the navigation the heading may still be the category's ('Bebidas').
  const family = (await familyLink.textContent())!.trim();
  await familyLink.click();
  await expect(page).toHaveURL(/\/detalhes-categoria/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(family);
  const classify = page.getByRole('button', { name: /^(Re)?classificar$/i });
  await expect(classify).toBeEnabled();
  await classify.click();
  const dialog = page.getByRole('dialog', { name: `Classificar ${family}` });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, { force: true });
  const target = dialog.getByRole('radio', { checked: false }).first();
  const sector = (await target.locator('..').textContent())!.trim();
  await target.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Reclassificar' })).toBeVisible();
  await page.getByRole('link', { name: sector, exact: true }).click();
  await expect(page.getByRole('heading', { name: sector, level: 1 })).toBeVisible();
  // The list is virtualised: the category tag brings the family's cards to the top.
  await page.getByRole('group', { name: 'Filtros' }).getByRole('button', { name: 'Bebidas' }).click();
  await expect(productList(page).getByRole('article').filter({ hasText: family }).first()).toBeVisible();
});

test("the sector drawer 'Setores' filters a list by sector; the active sector chosen again clears it", async ({ page }) => {
  await page.getByRole('link', { name: 'Favoritos' }).click();
  await expect(page.getByRole('heading', { name: 'Favoritos', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Setores' }).click();
  const sheet = page.getByRole('dialog', { name: 'Setores' });
  await expect(sheet).toBeVisible();
  expect((await sheet.boundingBox())!.height).toBe(420);
  await expectAccessible(page, { force: true });
  const first = sheet.getByRole('radio').first();
  const sector = (await first.locator('..').textContent())!.trim();
  await first.click();
  await expect(sheet).toBeHidden();
  await page.getByRole('button', { name: `Setor: ${sector}` }).click();
  await expect(sheet.getByRole('radio', { name: sector })).toBeChecked();
  await sheet.getByRole('radio', { name: sector }).click();
  await expect(page.getByRole('button', { name: 'Setores' })).toBeVisible();
});

test('favorites: a card unfavorited stays until the screen is left, and is favorited again', async ({ page }) => {
  await page.getByRole('link', { name: 'Favoritos' }).click();
  const card = productList(page).getByRole('article').first();
  await expect(card).toBeVisible();
  const remove = card.getByRole('button', { name: /dos favoritos$/ });
  const family = (await remove.getAttribute('aria-label'))!.replace(/^Remover /, '').replace(/ dos favoritos$/, '');
  await remove.click();
  const add = card.getByRole('button', { name: `Favoritar ${family}` });
  await expect(add).toHaveAttribute('aria-pressed', 'false');
  await add.click();
  await expect(card.getByRole('button', { name: `Remover ${family} dos favoritos` })).toHaveAttribute('aria-pressed', 'true');
});

test("the drawer's Contatos lists the partner's contacts as WhatsApp chats; back goes to partner selection", async ({ page }) => {
  const drawer = await openDrawer(page);
  await drawer.getByRole('link', { name: 'Contatos' }).click();
  await expect(page.getByRole('heading', { name: 'Contatos', level: 1 })).toBeVisible();
  const contact = page.getByRole('main').getByRole('link', { name: /Marcos Vendas/ });
  await expect(contact).toHaveAttribute('href', 'https://wa.me/11987654321');
  await expect(contact).toHaveAttribute('target', '_blank');
  await expectAccessible(page, { force: true });
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/parceiro$/);
});

test('the brands screen reopens offline from the device', { tag: '@service-worker' }, async ({ page, context }) => {
  await waitForServiceWorker(page);
  const drawer = await openDrawer(page);
  await drawer.getByRole('link', { name: 'Marcas' }).click();
  await expect(page.getByRole('heading', { name: 'Marcas', level: 1 })).toBeVisible();
  const first = page.getByRole('main').getByRole('link').first();
  await expect(first).toBeVisible();
  const name = (await first.textContent())!.trim();
  await goOffline(context, page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Marcas', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name })).toBeVisible();
});
