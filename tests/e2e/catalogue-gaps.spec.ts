// Issue 9's last gaps: a back button wherever the spec says back, the lists' remembered scroll
// position, and the desktop brand carousel. Each test ends with an axe check (support/test).
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import { signInAtPartner } from './support/auth';
import { company, partners } from './support/users';

// Sign-in, the catalogue's first pull and a few screens with axe: more than 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await signInAtPartner(page, company, partners.saoJorge.name);
});

const back = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Voltar', exact: true });
const bottomNav = (page: Page, name: string) => page.getByRole('navigation').getByRole('link', { name, exact: true });

test.describe('on a phone (Pixel 7)', () => {
  test('favorites goes back to the screen before it, and search back to the home', async ({ page }) => {
    await expect(page.getByRole('region', { name: 'Marcas' })).toHaveCount(0);
    await bottomNav(page, 'Pesquisar').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Buscar' })).toBeVisible();
    await bottomNav(page, 'Favoritos').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Favoritos' })).toBeVisible();
    await expectAccessible(page, { force: true });
    await back(page).click();
    await expect(page).toHaveURL(/\/busca\?/);
    await expectAccessible(page, { force: true });
    await back(page).click();
    await expect(page).toHaveURL(/\/\?parceiro=1$/);
  });

  test('contacts opened directly go back to partner selection (a partner is selected)', async ({ page }) => {
    await page.goto(`/contatos?parceiro=${partners.saoJorge.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Contatos' })).toBeVisible();
    await expectAccessible(page, { force: true });
    await back(page).click();
    await expect(page).toHaveURL(/\/parceiro$/);
  });

  test("a product's purchase history goes back to the home, not to the detail it was opened from", async ({ page }) => {
    const card = page.getByRole('region', { name: 'Histórico', exact: true }).getByRole('article').first();
    const family = (await card.getByRole('heading').textContent())!.trim();
    await card.getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/produto\/\d+/);
    await page.getByRole('link', { name: `Histórico de compra de ${family}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Histórico de compra' })).toBeVisible();
    await expectAccessible(page, { force: true });
    await back(page).click();
    await expect(page).toHaveURL(/\/\?parceiro=1$/);
  });

  test('the sector list opens again where it was scrolled', async ({ page }) => {
    const sector = `/setor?parceiro=${partners.saoJorge.id}&id=3&name=Cozinha`;
    await page.goto(sector);
    const list = page.getByRole('list', { name: 'Produtos de Cozinha' });
    await expect(list.getByRole('article').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 2400));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
    // Cards measured after the jump shift the page a little; wait until the saved position is the page's.
    const saved = () => page.evaluate(() => JSON.stringify(Object.values(JSON.parse(localStorage.getItem('scrollPositions') ?? '{}'))));
    await expect.poll(async () => (await saved()).includes(`"top":${Math.round(await page.evaluate(() => window.scrollY))}}`)).toBe(true);
    // The first row whose top is on screen (the list is virtualised: rows carry their index).
    const shown = (await list.locator('li[data-index]').evaluateAll((rows) =>
      rows.filter((row) => row.getBoundingClientRect().top >= 0 && row.getBoundingClientRect().top < window.innerHeight)
        .map((row) => Number(row.getAttribute('data-index'))).sort((a, b) => a - b)))[0]!;
    await bottomNav(page, 'Início').click();
    await expect(page).toHaveURL(/\/\?parceiro=1$/);
    await page.goto(sector);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
    await expect(list.locator(`li[data-index="${shown}"]`)).toBeInViewport();
  });
});

test.describe('on a desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

  test('the home shows the brand carousel: it moves by itself, pauses, and a brand opens its screen', async ({ page }) => {
    const carousel = page.getByRole('region', { name: 'Marcas' });
    await expect(carousel).toBeVisible();
    const strip = carousel.getByRole('list');
    await expect.poll(() => strip.evaluate((element) => element.scrollLeft), { timeout: 6000 }).toBeGreaterThan(0);
    await carousel.getByRole('button', { name: 'Pausar marcas' }).click();
    await expect(carousel.getByRole('button', { name: 'Retomar marcas' })).toBeVisible();
    await expectAccessible(page, { force: true });
    const brand = carousel.getByRole('link').nth(2);
    const name = (await brand.textContent())!.trim();
    const href = new URL((await brand.getAttribute('href'))!, 'http://x');
    expect([href.pathname, href.searchParams.get('name')]).toEqual(['/marca', name]);
    expect(Number(href.searchParams.get('id'))).toBeGreaterThan(0);
    await brand.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
});
