// Issue 8: the app shell, home and access screens as a keyboard and screen-reader user
// meets them. Every screen visited is checked by axe (support/a11y.ts).
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptTerms, openLogin, signIn, signInAtPartner, signOut } from './support/auth';
import { cartLink } from './support/home';
import { goOffline, goOnline, waitForServiceWorker } from './support/network';
import { openCart, openOrderHistory } from './support/orders';
import { company, partners, person } from './support/users';

/** Presses Tab and answers the accessible name of what then has the focus. */
async function tab(page: Page): Promise<string> {
  await page.keyboard.press('Tab');
  return focusedName(page);
}

async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return '';
    return (active.getAttribute('aria-label') ?? active.textContent ?? '').trim();
  });
}

async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

test.describe('home, cart and history', () => {
  test.beforeEach(async ({ page }) => {
    await signInAtPartner(page, company, partners.saoJorge.name);
  });

  test('from the top of home, the keyboard reaches the bottom navigation and the cart in 5 Tab presses', async ({ page }) => {
    await page.reload();
    await expect(page.getByRole('region', { name: 'Histórico', exact: true }).getByRole('article').first()).toBeVisible();

    const presses: string[] = [];
    presses.push(await tab(page));
    presses.push(await tab(page));
    expect(presses).toEqual(['Pular para o conteúdo', 'Pular para a navegação']);
    await page.keyboard.press('Enter');
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    expect(await isFocused(nav)).toBe(true);
    presses.push(await tab(page));
    presses.push(await tab(page));
    presses.push(await tab(page));
    // The cart's name carries its badge when it holds items ('Carrinho, 1 item').
    expect(presses.slice(2)).toEqual(['Início', 'Pesquisar', expect.stringMatching(/^Carrinho/)]);
    expect(await isFocused(cartLink(page))).toBe(true);
    expect(presses).toHaveLength(5);

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/carrinho\?/);
  });

  test('home: one banner, one main reached by the first skip link, the navigation outside main, one h1', async ({ page }) => {
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    await expect(nav).toBeVisible();
    expect(await nav.evaluate((element) => element.closest('main') === null)).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Você está em ${partners.saoJorge.name}`);

    await page.getByRole('link', { name: 'Pular para o conteúdo' }).focus();
    await page.keyboard.press('Enter');
    expect(await isFocused(page.getByRole('main'))).toBe(true);
  });

  test('home banners are named by their offer text', async ({ page }) => {
    const carousel = page.getByRole('region', { name: 'Destaques' });
    await expect(carousel.getByRole('link', { name: 'Ofertas da semana na Mercearia', exact: true })).toBeVisible();
    await expect(carousel.getByRole('link', { name: /^Banner \d/ })).toHaveCount(0);
    await carousel.getByRole('button', { name: 'Próximo banner' }).click();
    await expect(carousel.getByRole('link', { name: 'Bebidas geladas com até 20% off', exact: true })).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Ir para o banner 2' })).toHaveAttribute('aria-current', 'true');
    await expectAccessible(page, { force: true });
  });

  test('the card-size toggle names the size it switches to', async ({ page }) => {
    const toLarge = page.getByRole('button', { name: 'Cards grandes', exact: true });
    await expect(toLarge).toHaveText('Cards grandes');
    await expect(toLarge).not.toHaveAttribute('aria-pressed');
    await toLarge.click();
    const toSmall = page.getByRole('button', { name: 'Cards pequenos', exact: true });
    await expect(toSmall).toHaveText('Cards pequenos');
    await expect(toLarge).toHaveCount(0);
    await expectAccessible(page, { force: true });
    await toSmall.click();
    await expect(page.getByRole('button', { name: 'Cards grandes', exact: true })).toBeVisible();
  });

  test('the side drawer takes the focus, keeps it inside and gives it back to the menu button', async ({ page }) => {
    const menu = page.getByRole('button', { name: 'Abrir menu' });
    await menu.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    expect(await isFocused(drawer.getByRole('button', { name: 'Fechar menu' }))).toBe(true);
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    expect(await isFocused(menu)).toBe(true);
  });

  test('cart and order history pass axe and keep one h1', async ({ page }) => {
    await openCart(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await openOrderHistory(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });
});

test.describe('access screens', () => {
  test('hub and login have one h1 each and pass axe', async ({ page }) => {
    await page.goto('/usuarios');
    await expect(page).toHaveURL(/\/hub$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Acesse o Balcão' }).click();
    await acceptTerms(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });

  test('the terms dialog opened from the footer takes the focus and gives it back to its link', async ({ page }) => {
    await openLogin(page);
    const opener = page.getByRole('button', { name: 'Termos de uso e privacidade' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Política de cookies' });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    expect(await focusedName(page)).toBe('Fechar');
    await expect(dialog.getByRole('button', { name: 'Concordar e Continuar' })).toBeVisible();
    await expectAccessible(page, { force: true });
    await dialog.getByRole('button', { name: 'Fechar' }).press('Enter');
    await expect(dialog).toBeHidden();
    expect(await isFocused(opener)).toBe(true);

    // Reopened, the document is there at once and already scrolls: the focus still starts on 'Fechar'.
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Concordar e Continuar' })).toBeVisible();
    expect(await focusedName(page)).toBe('Fechar');
  });

  test('offline, the terms modal shows the load error and a retry, never Concordar, and stays on /login', { tag: '@service-worker' }, async ({
    page,
    context,
  }) => {
    await page.goto('/usuarios');
    await expect(page).toHaveURL(/\/hub$/);
    await waitForServiceWorker(page);
    await goOffline(context, page);
    await page.getByRole('button', { name: 'Acesse o Balcão' }).click();
    await expect(page).toHaveURL(/\/login$/);

    const cookies = page.getByRole('dialog', { name: 'Política de cookies' });
    await expect(cookies.getByRole('alert')).toHaveText('Não foi possível carregar o documento. Verifique sua conexão.');
    await expect(cookies.getByRole('button', { name: /Concordar/ })).toHaveCount(0);
    await expectAccessible(page, { force: true });
    await expect(page).toHaveURL(/\/login$/);

    await goOnline(context, page);
    await cookies.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(cookies.getByRole('button', { name: 'Concordar e Continuar', exact: true })).toBeVisible();
    await expect(cookies.getByRole('alert')).toHaveCount(0);
    expect(await cookies.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  });

  test('a saved user shows the tax id formatted, in the visible text and the accessible name', async ({ page }) => {
    await signIn(page, person);
    await signOut(page);
    const savedUser = page.getByRole('listitem').filter({ hasText: '529.982.247-25' });
    await expect(savedUser).toHaveCount(1);
    await expect(savedUser).not.toContainText(person.username);
    await expect(savedUser.getByRole('button', { name: `Entrar como ${person.name}, 529.982.247-25`, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });
});
