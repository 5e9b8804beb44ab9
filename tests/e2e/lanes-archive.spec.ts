// Home lanes that page to their end and filter, the archive of history items (swipe and button),
// /arquivados, and the home's remembered scroll position.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import { signInAtPartner } from './support/auth';
import { company, partners } from './support/users';

const lane = (page: Page, title: string): Locator => page.getByRole('region', { name: title, exact: true });
const cards = (region: Locator) => region.getByRole('article');
const titles = (region: Locator) => cards(region).getByRole('heading').allTextContents();

/** `target`'s box once it is on screen and no lane above it still moves it (a gesture aimed at a moving card misses). */
async function restingBox(target: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  await target.scrollIntoViewIfNeeded();
  let previous = JSON.stringify(await target.boundingBox());
  await expect
    .poll(async () => {
      const now = JSON.stringify(await target.boundingBox());
      const resting = now === previous;
      previous = now;
      return resting;
    }, { intervals: [200] })
    .toBe(true);
  return JSON.parse(previous) as { x: number; y: number; width: number; height: number };
}

/** Drags `target` sideways by `dx` pixels with the mouse, in small steps as a hand would. */
async function swipe(page: Page, target: Locator, dx: number): Promise<void> {
  const box = await restingBox(target);
  const y = box.y + Math.min(40, box.height / 2);
  const x = box.x + box.width / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 12 });
  await page.mouse.up();
}

// Home screens of 50+ cards: axe alone takes seconds on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** A finger drag from the middle of `target` by (dx, dy), through the browser's touch input. */
async function touchDrag(page: Page, target: Locator, dx: number, dy: number): Promise<void> {
  const box = await restingBox(target);
  const x = box.x + box.width / 2;
  const y = box.y + Math.min(60, box.height / 2);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 12; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * step) / 12, y: y + (dy * step) / 12 }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test.beforeEach(async ({ page }) => {
  await signInAtPartner(page, company, partners.saoJorge.name);
});

test('the history lane pages with Ver mais to its end, and keeps its pages offline', { tag: '@service-worker' }, async ({ page, context }) => {
  const history = lane(page, 'Histórico');
  // a phone's history lane opens with its first 4 cards (13 stacked made it ~6,600 px tall)
  await expect(cards(history)).toHaveCount(4);
  const more = history.getByRole('button', { name: 'Ver mais' });
  let shown = 4;
  while (await more.isVisible()) {
    await more.click();
    await expect.poll(() => cards(history).count()).toBeGreaterThan(shown);
    shown = await cards(history).count();
  }
  expect(shown).toBeGreaterThan(26);

  await context.setOffline(true);
  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: /Carrinho/ }).click();
  await expect(page).toHaveURL(/\/carrinho/);
  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Início' }).click();
  await expect(cards(lane(page, 'Histórico'))).toHaveCount(shown);
  await expect(lane(page, 'Histórico').getByRole('button', { name: 'Ver mais' })).toHaveCount(0);
  await context.setOffline(false);
});

test('a filter chip narrows the lane, and choosing it again clears it', async ({ page }) => {
  const history = lane(page, 'Histórico');
  const chips = history.getByRole('group', { name: 'Filtrar Histórico' }).getByRole('button');
  await expect(chips.first()).toBeVisible();
  const before = await titles(history);
  const chip = chips.first();
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => titles(history)).not.toEqual(before);
  await expectAccessible(page, { force: true });
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => titles(history)).toEqual(before);
});

test('a left swipe archives a history card, and Desfazer brings it back', async ({ page }) => {
  const history = lane(page, 'Histórico');
  const first = cards(history).first();
  const name = (await first.getByRole('heading').textContent())!;
  await swipe(page, first, -160);
  const toast = page.getByRole('status').filter({ hasText: 'Item arquivado!' });
  await expect(toast).toBeVisible();
  await expect(history.getByRole('heading', { name, exact: true })).toHaveCount(0);
  await expect(history.getByRole('link', { name: 'Arquivados 1' })).toBeVisible();

  await toast.getByRole('button', { name: 'Desfazer' }).click();
  await expect(history.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(history.getByRole('link', { name: /^Arquivados/ })).toHaveCount(0);
});

test('a finger swipe left archives; a vertical finger drag scrolls the page instead', async ({ page }) => {
  const history = lane(page, 'Histórico');
  const first = cards(history).first();
  const name = (await first.getByRole('heading').textContent())!;
  const top = await page.evaluate(() => window.scrollY);
  await touchDrag(page, first, 0, -200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(top);
  await expect(history.getByRole('link', { name: /^Arquivados/ })).toHaveCount(0);

  await touchDrag(page, first, -160, 0);
  await expect(page.getByRole('status').filter({ hasText: 'Item arquivado!' })).toBeVisible();
  await expect(history.getByRole('heading', { name, exact: true })).toHaveCount(0);
});

test('a short swipe does not archive', async ({ page }) => {
  const history = lane(page, 'Histórico');
  const first = cards(history).first();
  const name = (await first.getByRole('heading').textContent())!;
  await swipe(page, first, -60);
  await expect(history.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(history.getByRole('link', { name: /^Arquivados/ })).toHaveCount(0);
});

test('Arquivar archives by button; on /arquivados a right swipe unarchives and the empty list goes home', async ({ page }) => {
  const history = lane(page, 'Histórico');
  const name = (await cards(history).first().getByRole('heading').textContent())!;
  await history.getByRole('button', { name: `Arquivar ${name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Item arquivado!' })).toBeVisible();
  await history.getByRole('link', { name: 'Arquivados 1' }).click();

  await expect(page).toHaveURL(/\/arquivados\?parceiro=1/);
  await expect(page.getByRole('heading', { level: 1, name: 'Arquivados (1)' })).toBeVisible();
  const archived = page.getByRole('main').getByRole('article');
  await expect(archived.getByRole('heading', { name, exact: true })).toBeVisible();
  await expectAccessible(page, { force: true });

  await swipe(page, archived.first(), 160);
  await expect(page.getByRole('heading', { level: 1, name: 'Arquivados (0)' })).toBeVisible();
  await expect(page).toHaveURL(/\/\?parceiro=1$/);
  await expect(lane(page, 'Histórico').getByRole('heading', { name, exact: true })).toBeVisible();
});

test('Desarquivar and Limpar Arquivados empty the archive', async ({ page }) => {
  const history = lane(page, 'Histórico');
  const names = (await titles(history)).slice(0, 3);
  for (const name of names) await history.getByRole('button', { name: `Arquivar ${name}` }).click();
  await history.getByRole('link', { name: 'Arquivados 3' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Arquivados (3)' })).toBeVisible();

  await page.getByRole('button', { name: `Desarquivar ${names[0]}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Arquivados (2)' })).toBeVisible();
  await page.getByRole('button', { name: 'Limpar Arquivados' }).click();
  await expect(page).toHaveURL(/\/\?parceiro=1$/);
  for (const name of names) await expect(lane(page, 'Histórico').getByRole('heading', { name, exact: true })).toBeVisible();
});

test('the home scroll position is restored after visiting another screen', async ({ page }) => {
  await expect(cards(lane(page, 'Ofertas')).first()).toBeAttached();
  await page.mouse.wheel(0, 1400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  // Saved once the scrolling has rested (800 ms).
  await expect
    .poll(() =>
      page.evaluate(() => JSON.parse(localStorage.getItem('scrollPositions') ?? '{}')['home:1']?.top === Math.round(window.scrollY)),
    )
    .toBe(true);
  const saved = await page.evaluate(() => window.scrollY);

  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  await nav.getByRole('link', { name: /Carrinho/ }).click();
  // The cart on screen, not only its address: 'Início' tapped while the cart still loads lands on the home it never
  // left, and the router's scroll to the top of a navigation is then the home's.
  await expect(page.getByRole('heading', { name: 'Carrinho', level: 1 })).toBeVisible();
  await nav.getByRole('link', { name: 'Início' }).click();
  await expect(page).toHaveURL(/\/\?parceiro=1$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(saved - 5);
});
