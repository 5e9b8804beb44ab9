// Issue 32: Balcão on a tablet and on desktops. Home, search, cart and checkout are drawn at 768, 1366, 1920 and 2560 px
// by a desktop browser (a mouse, no touch); each is photographed into the test's output (look at them), passes axe, and
// uses the width: a bounded content column, a banner shorter than the screen, lanes with buttons, grids with several
// columns, the cart in the header with its count.
import { devices, type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import { signIn, signInAtPartner } from './support/auth';
import { apiSignIn } from './support/cart-api';
import { lane } from './support/home';
import { clearServerCart, putCartItem, someProducts } from './support/orders-api';
import { company, partners } from './support/users';

const P = partners.saoJorge.id;
const WIDTHS = [768, 1366, 1920, 2560] as const;
const HEIGHT: Record<(typeof WIDTHS)[number], number> = { 768: 1024, 1366: 768, 1920: 1080, 2560: 1440 };
/** The widest the content column grows to (above it, the page keeps margins on both sides). */
const CONTENT_MAX = 1440;

test.use({ ...devices['Desktop Chrome'] });

/** The page as it is, whole, into the test's output. */
async function photograph(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  const body = await page.screenshot({ fullPage: true, animations: 'disabled', path: test.info().outputPath(`${name}.png`) });
  await test.info().attach(name, { body, contentType: 'image/png' });
}

/** The window as it is, into the test's output: the lanes further down are drawn only near the window. */
async function photographWindow(page: Page, name: string): Promise<void> {
  const body = await page.screenshot({ animations: 'disabled', path: test.info().outputPath(`${name}.png`) });
  await test.info().attach(name, { body, contentType: 'image/png' });
}

/** How many distinct left edges the elements of `selector` have in the first row of their grid: its columns. */
async function columns(page: Page, selector: string): Promise<number> {
  return page.evaluate((css) => {
    const boxes = [...document.querySelectorAll(css)].map((el) => el.getBoundingClientRect()).filter((box) => box.width > 0);
    if (!boxes.length) return 0;
    const top = Math.min(...boxes.map((box) => box.top));
    return new Set(boxes.filter((box) => Math.abs(box.top - top) < 2).map((box) => Math.round(box.left))).size;
  }, selector);
}

/** Where the main landmark (the screen's content) stands across the window. */
function contentBox(page: Page): Promise<{ left: number; width: number }> {
  return page.getByRole('main').evaluate((main) => {
    const box = main.getBoundingClientRect();
    return { left: box.left, width: box.width };
  });
}

test('home, search, cart and checkout use the width at 768, 1366, 1920 and 2560 px, pass axe, and are photographed', async ({ page, request }) => {
  test.setTimeout(180_000);
  const api = await apiSignIn(request, company);
  await clearServerCart(request, api, P);
  const products = await someProducts(request, api, P, 3);
  for (const product of products) await putCartItem(request, api, P, { productId: product.id, quantity: 2, productPackageId: product.packageId });
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInAtPartner(page, company, partners.saoJorge.name);
  const header = page.getByRole('banner');
  const headerCart = header.getByRole('link', { name: /^Carrinho, 3 itens/ });

  for (const width of WIDTHS) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: HEIGHT[width] });
      await page.goto(`/?parceiro=${P}`);
      await expect(lane(page, 'Histórico').getByRole('article').first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Destaques' })).toBeVisible();
      await photograph(page, `home-${width}`);
      await expectAccessible(page, { force: true });
      const banner = await page.getByRole('region', { name: 'Destaques' }).boundingBox();
      // The banner leaves room for what follows it on the first screen.
      expect.soft(banner!.height).toBeLessThanOrEqual(HEIGHT[width] * 0.6);
      // Bounded, and centred where the window is wider.
      const content = await contentBox(page);
      expect.soft(content.width).toBeLessThanOrEqual(Math.min(width, CONTENT_MAX));
      expect.soft(Math.abs(content.left - (width - content.width) / 2)).toBeLessThanOrEqual(1);
      // Scrolled to (the lanes above it grow as they are drawn, so until it stays in the window), then photographed.
      const offersTitle = lane(page, 'Ofertas').getByRole('heading', { name: 'Ofertas' });
      await expect(async () => {
        await offersTitle.scrollIntoViewIfNeeded();
        await expect(lane(page, 'Ofertas').getByRole('article').first()).toBeInViewport({ timeout: 500 });
      }).toPass();
      await photographWindow(page, `home-lanes-${width}`);
      if (width > 900) {
        await expect.soft(headerCart).toBeVisible();
        for (const title of ['Sugestões', 'Ofertas'] as const) {
          await expect.soft(lane(page, title).getByRole('button', { name: `Próximos produtos de ${title}` })).toBeVisible();
        }
        // 'Próximos produtos' moves the row by most of its width; 'anteriores' brings it back (to a card's snap point).
        const offers = lane(page, 'Ofertas');
        const row = offers.getByRole('list').first();
        await offers.getByRole('button', { name: 'Próximos produtos de Ofertas' }).click();
        await expect.poll(() => row.evaluate((list) => list.scrollLeft)).toBeGreaterThan(width / 3);
        await offers.getByRole('button', { name: 'Produtos anteriores de Ofertas' }).click();
        await expect.poll(() => row.evaluate((list) => list.scrollLeft)).toBeLessThan(width / 3);
        expect.soft(await columns(page, '#history li')).toBeGreaterThanOrEqual(width >= 1366 ? 4 : 3);
      } else {
        // Up to 900 px the cart is the bottom navigation's alone, as on a phone.
        await expect.soft(headerCart).toBeHidden();
        expect.soft(await columns(page, '#history li')).toBeGreaterThanOrEqual(2);
      }

      await page.goto(`/busca?q=a&parceiro=${P}`);
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      await photograph(page, `search-${width}`);
      await expectAccessible(page, { force: true });
      expect.soft(await columns(page, 'main article')).toBeGreaterThanOrEqual(width >= 1366 ? 3 : 2);

      await page.goto(`/carrinho?parceiro=${P}`);
      await expect(page.getByRole('button', { name: 'REVISAR PEDIDO', exact: true })).toBeVisible();
      await photograph(page, `cart-${width}`);
      await expectAccessible(page, { force: true });
      if (width > 900) {
        // The packaging choices are pills of one line, not 80 px circles; the brand keeps to one line.
        const heights = await page.getByRole('main').getByRole('group', { name: 'Embalagem' }).getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().height));
        expect(heights.length).toBeGreaterThan(0);
        for (const height of heights) expect.soft(height).toBeLessThanOrEqual(48);
        const brandLines = await page.getByRole('main').locator('article a[href^="/marca?"]').evaluateAll((links) => links.map((link) => link.getClientRects().length));
        expect(brandLines.length).toBeGreaterThan(0);
        for (const lines of brandLines) expect.soft(lines).toBe(1);
      }
      await page.getByRole('button', { name: 'REVISAR PEDIDO', exact: true }).click();
      await expect(page.getByRole('region', { name: 'Resumo do pedido' }).getByText('Total', { exact: true })).toBeVisible();
      await photograph(page, `checkout-${width}`);
      await expectAccessible(page, { force: true });
    });
  }
  await clearServerCart(request, api, P);
});

/** The background, shadow, border and underline a control is drawn with. */
function looks(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return [style.backgroundColor, style.boxShadow, style.borderColor, style.color, style.textDecorationLine, style.textDecorationThickness].join(' | ');
  });
}

test('every kind of control answers the mouse: its look changes under the pointer', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInAtPartner(page, company, partners.saoJorge.name);
  const history = lane(page, 'Histórico');
  await expect(history.getByRole('article').first()).toBeVisible();
  const card = history.getByRole('article').first();
  const controls: [string, Locator][] = [
    ['Adicionar', card.getByRole('button', { name: /^Adicionar .+ ao carrinho$/ })],
    ['Favoritar', card.getByRole('button', { name: /^Favoritar / })],
    ['a text link', card.getByRole('link', { name: /^Similares de / })],
    ['a chip', history.getByRole('button', { name: 'Bebidas', exact: true })],
    ['a brand card', page.getByRole('region', { name: 'Marcas' }).getByRole('link').first()],
    ['a category card', page.getByRole('region', { name: 'Categorias' }).getByRole('link').first()],
    ['the bottom navigation', page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Favoritos' })],
    ['a lane button', lane(page, 'Ofertas').getByRole('button', { name: 'Próximos produtos de Ofertas' })],
    ["the brands' pause", page.getByRole('button', { name: 'Pausar marcas' })],
    ['a banner arrow', page.getByRole('button', { name: 'Próximo banner' })],
    ["a lane's 'Ver mais'", lane(page, 'Histórico').getByRole('button', { name: 'Ver mais' })],
    ["a history card's 'Arquivar'", history.getByRole('button', { name: /^Arquivar / }).first()],
  ];
  for (const [what, control] of controls) {
    await control.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    const resting = await looks(control);
    await control.hover();
    await expect.poll(() => looks(control), { message: `${what} under the pointer` }).not.toBe(resting);
  }
});

test("the partner screen above 900 px, without a header, offers 'Sair'; on a phone it is the menu's", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, company);
  await expect(page).toHaveURL(/\/parceiro/);
  await expect(page.getByRole('banner')).toBeHidden();
  const signOut = page.getByRole('button', { name: 'Sair', exact: true });
  await expect(signOut).toBeVisible();
  await expectAccessible(page, { force: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(signOut).toBeHidden();
  await page.setViewportSize({ width: 1366, height: 768 });
  await signOut.click();
  await page.getByRole('dialog', { name: 'Sair da conta?' }).getByRole('button', { name: 'Sair', exact: true }).click();
  await expect(page).toHaveURL(/\/usuarios$/);
});
