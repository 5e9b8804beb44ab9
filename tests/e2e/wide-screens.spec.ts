// Issue 32: Balcão on a tablet and on desktops. Home, search, cart and checkout are drawn at 768, 1366, 1920 and 2560 px
// by a desktop browser (a mouse, no touch); each is photographed into the test's output (look at them), passes axe, and
// uses the width: a bounded content column, a banner shorter than the screen, lanes with buttons, grids with several
// columns, the cart in the header with its count.
import { devices, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import { signInAtPartner } from './support/auth';
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

/** How many distinct left edges the elements of `selector` have in the first row of their grid: its columns. */
async function columns(page: Page, selector: string): Promise<number> {
  return page.evaluate((css) => {
    const boxes = [...document.querySelectorAll(css)].map((el) => el.getBoundingClientRect()).filter((box) => box.width > 0);
    if (!boxes.length) return 0;
    const top = Math.min(...boxes.map((box) => box.top));
    return new Set(boxes.filter((box) => Math.abs(box.top - top) < 2).map((box) => Math.round(box.left))).size;
  }, selector);
}

/** The widest box of the main landmark's direct content. */
async function contentWidth(page: Page, selector: string): Promise<number> {
  return page.locator(selector).first().evaluate((el) => el.getBoundingClientRect().width);
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
      expect.soft(await contentWidth(page, '#conteudo > * > *')).toBeLessThanOrEqual(CONTENT_MAX);
      if (width > 900) {
        await expect.soft(headerCart).toBeVisible();
        for (const title of ['Sugestões', 'Ofertas'] as const) {
          await expect.soft(lane(page, title).getByRole('button', { name: `Próximos produtos de ${title}` })).toBeVisible();
        }
        expect.soft(await columns(page, '#history li')).toBeGreaterThanOrEqual(width >= 1366 ? 4 : 3);
      } else {
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
      await page.getByRole('button', { name: 'REVISAR PEDIDO', exact: true }).click();
      await expect(page.getByRole('region', { name: 'Resumo do pedido' }).getByText('Total', { exact: true })).toBeVisible();
      await photograph(page, `checkout-${width}`);
      await expectAccessible(page, { force: true });
    });
  }
  await clearServerCart(request, api, P);
});
