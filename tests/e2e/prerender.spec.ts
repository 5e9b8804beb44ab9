import type { Page } from '@playwright/test';
import { waitForHydration } from './support/hydration';
import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import { codeInput, loginButton, usernameInput } from './support/auth';
import { goOffline, goOnline, waitForServiceWorker } from './support/network';

// The public screens arrive as HTML (scripts/build/prerender.mjs) and the app hydrates them.

/** Keeps the heading the HTML brought, before any script of the page runs. */
function rememberServedHeading(): void {
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive') (window as { servedHeading?: Element | null }).servedHeading = document.querySelector('h1');
  });
}

/** A visitor who asked for the form before: its login-mode flag, and the cookie the server reads it from. */
async function returningVisitor(page: Page, baseURL: string | undefined): Promise<void> {
  await page.context().addCookies([{ name: 'balcao-login-mode', value: 'SHOW_LOGIN', url: baseURL! }]);
  await page.addInitScript(() => {
    localStorage.setItem('loginMode', 'SHOW_LOGIN');
    localStorage.setItem('termsAccepted', 'true');
    localStorage.setItem('deviceId', '3b241101-e2bb-4255-8caf-4136c566a962');
  });
}

/** Console errors and warnings of the page (a hydration mismatch is one). */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  // axe runs inside the page, which has no JavaScript here: the test below checks the same markup.
  test.afterEach(async ({ page }) => page.close());

  test('/hub shows the landing: heading, text, the code request and the way in', async ({ page }) => {
    await page.goto('/hub');
    await expect(page.getByRole('heading', { level: 1, name: 'Bem-vindo ao Balcão' })).toBeVisible();
    await expect(page.getByText('Faça seus pedidos aos seus distribuidores a qualquer hora, mesmo sem internet.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Solicite seu código de acesso' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Acesse o Balcão' })).toBeVisible();
  });

  test('/login shows the form to a visitor who asked for it, laid out by its inlined styles', async ({ page, baseURL }) => {
    await returningVisitor(page, baseURL);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Acesse sua conta' })).toBeVisible();
    await expect(usernameInput(page)).toBeVisible();
    await expect(codeInput(page)).toBeVisible();
    await expect(loginButton(page)).toBeDisabled();
    // The full-width primary button of the screen's CSS, not an unstyled one.
    const button = await loginButton(page).boundingBox();
    expect(button!.width).toBeGreaterThan(250);
  });
});

test('the served markup, before any script runs, passes the accessibility checks', async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL);
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Acesse sua conta' })).toBeVisible();
  await expectAccessible(page, { force: true });
  await page.goto('/hub');
  await expect(page.getByRole('heading', { level: 1, name: 'Bem-vindo ao Balcão' })).toBeVisible();
  // A tap there would do nothing yet: the button says it is unavailable, and automation waits for it.
  await expect(page.getByRole('button', { name: 'Acesse o Balcão' })).toBeDisabled();
  // …and the test's own check of its last screen, /hub.
});

test('/hub hydrates the served markup without a warning, and its buttons work', { tag: '@service-worker' }, async ({ page }) => {
  const problems = consoleProblems(page);
  await page.addInitScript(rememberServedHeading);
  await page.goto('/hub');
  await waitForHydration(page);
  expect(await page.evaluate(() => (window as { servedHeading?: Element | null }).servedHeading === document.querySelector('h1'))).toBe(true);
  await page.getByRole('button', { name: 'Acesse o Balcão' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('dialog', { name: 'Política de cookies' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('/login hydrates for a returning visitor: terms accepted, not a first access, the form works', { tag: '@service-worker' }, async ({ page, baseURL }) => {
  const problems = consoleProblems(page);
  await returningVisitor(page, baseURL);
  await page.addInitScript(rememberServedHeading);
  await page.goto('/login');
  await waitForHydration(page);
  expect(await page.evaluate(() => (window as { servedHeading?: Element | null }).servedHeading === document.querySelector('h1'))).toBe(true);
  await expect(page.getByRole('link', { name: 'Receber novo código de acesso', exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await usernameInput(page).fill('11222333000181');
  await codeInput(page).fill('482915');
  await expect(loginButton(page)).toBeEnabled();
  expect(problems).toEqual([]);
});

test('the served form takes no typing before it is live, so nothing typed is lost to hydration', async ({ page, baseURL }) => {
  await returningVisitor(page, baseURL);
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(usernameInput(page)).toBeVisible();
  await expect(usernameInput(page)).not.toBeEditable();
  await expect(codeInput(page)).not.toBeEditable();
  release();
  await expect(usernameInput(page)).toBeEditable();
  await usernameInput(page).fill('11222333000181');
  await expect(usernameInput(page)).toHaveValue('11222333000181');
});

test('a new visitor at /login is served the /hub its entry rules lead to, and the app hydrates it in place', { tag: '@service-worker' }, async ({ page }) => {
  const problems = consoleProblems(page);
  await page.addInitScript(rememberServedHeading);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/hub$/);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Bem-vindo ao Balcão' })).toBeVisible();
  expect(await page.evaluate(() => (window as { servedHeading?: Element | null }).servedHeading === document.querySelector('h1'))).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('loginMode'))).toBe('SHOW_LOGIN');
  expect(problems).toEqual([]);
});

test('offline, the service worker answers each public screen with its page and other paths with the shell', { tag: '@service-worker' }, async ({ page, context }) => {
  await page.goto('/hub');
  await waitForServiceWorker(page);
  await goOffline(context, page);
  const served = async (path: string) => {
    await page.goto(path);
    return page.locator('#root').getAttribute('data-prerendered');
  };
  expect(await served('/hub')).toBe('/hub');
  expect(await served('/login')).toBe('/login');
  expect(await served('/parceiro')).toBeNull();
  await goOnline(context, page);
});
