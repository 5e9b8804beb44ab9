// The access path driven through the screens, as a new visitor would.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import type { DemoUser } from './users';

/** Cookie policy first ('Concordar e Continuar'), then privacy ('Concordar'). */
export async function acceptTerms(page: Page): Promise<void> {
  const cookies = page.getByRole('dialog', { name: 'Política de cookies' });
  await expect(cookies).toBeVisible();
  await expectAccessible(page);
  await cookies.getByRole('button', { name: 'Concordar e Continuar', exact: true }).click();
  const privacy = page.getByRole('dialog', { name: 'Política de privacidade' });
  await expect(privacy).toBeVisible();
  await expectAccessible(page);
  await privacy.getByRole('button', { name: 'Concordar', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessible(page);
}

/** A device with no saved users: /usuarios → /hub → 'Acesse o Balcão' → /login, terms accepted. */
export async function openLogin(page: Page): Promise<void> {
  await page.goto('/usuarios');
  await expect(page).toHaveURL(/\/hub$/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Acesse o Balcão' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await acceptTerms(page);
}

export function usernameInput(page: Page) {
  return page.getByRole('textbox', { name: 'Usuário', exact: true });
}

export function codeInput(page: Page) {
  return page.getByRole('textbox', { name: 'Código de acesso', exact: true });
}

export function loginButton(page: Page) {
  return page.getByRole('button', { name: 'Entrar', exact: true });
}

/** Fills the form on /login and presses 'Entrar'. */
export async function submitLogin(page: Page, user: { username: string; code: string }): Promise<void> {
  await usernameInput(page).fill(user.username);
  await codeInput(page).fill(user.code);
  await loginButton(page).click();
}

/** From a fresh context to the screen after a successful login (/parceiro, or home when auto-selected). */
export async function signIn(page: Page, user: DemoUser): Promise<void> {
  await openLogin(page);
  await submitLogin(page, user);
  await expect(page).not.toHaveURL(/\/login$/);
}

/** What a sign-in at a partner left in the browser: its cookies, its local storage and the home's address. */
interface SignedInState {
  cookies: Awaited<ReturnType<BrowserContext['cookies']>>;
  local: Record<string, string>;
  home: string;
}

/**
 * Sign-ins at a partner already made through the screens in this worker (whose server keeps their sessions), by
 * user and partner. Going through the hub, the terms, the form and the partner list again cost every test about
 * 5 s on a busy machine; the login specs and each first sign-in here still go through them.
 */
const signedInStates = new Map<string, SignedInState>();

/** Whether the server still holds the saved session (a test may have signed out or ended it). */
async function sessionLive(page: Page, local: Record<string, string>): Promise<boolean> {
  const answer = await page.request.get('/api/ecommerce/partner/customer', {
    headers: { Authorization: `Bearer ${local.token}`, deviceId: local.deviceId ?? '' },
  });
  return answer.ok();
}

/**
 * In a fresh page (nothing opened, no cookies yet), puts back a saved sign-in and opens its home, as the app would
 * open again on a device where this user signed in. False, with the page untouched, when there is none to use.
 */
async function restoreSignIn(page: Page, key: string): Promise<boolean> {
  const state = signedInStates.get(key);
  if (!state || page.url() !== 'about:blank' || (await page.context().cookies()).length > 0) return false;
  if (!(await sessionLive(page, state.local))) {
    signedInStates.delete(key);
    return false;
  }
  await page.context().addCookies(state.cookies);
  // A same-origin document that runs no script: the app reads its storage only once opened.
  await page.goto('/version.json');
  await page.evaluate((local) => Object.entries(local).forEach(([name, value]) => localStorage.setItem(name, value)), state.local);
  await page.goto(state.home);
  return true;
}

async function saveSignIn(page: Page, key: string): Promise<void> {
  const local = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
  signedInStates.set(key, { cookies: await page.context().cookies(), local, home: page.url() });
}

/** Signs in and chooses a partner on /parceiro; resolves on the home screen. */
export async function signInAtPartner(page: Page, user: DemoUser, partnerName: string): Promise<void> {
  const key = `${user.username} ${partnerName}`;
  const restored = await restoreSignIn(page, key);
  if (!restored) {
    await signIn(page, user);
    await expect(page).toHaveURL(/\/parceiro/);
    await expect(page.getByRole('button', { name: partnerName, exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: partnerName, exact: true }).click();
  }
  await expect(page.getByText(`Você está em ${partnerName}`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Histórico', exact: true }).getByRole('article').first()).toBeVisible();
  await expectAccessible(page);
  if (!restored) await saveSignIn(page, key);
}

/** The partner the page is on, from the `parceiro` query value. */
export function partnerIdOf(page: Page): number {
  const value = new URL(page.url()).searchParams.get('parceiro');
  if (!value) throw new Error(`no partner in ${page.url()}`);
  return Number(value);
}

/** 'Sair' in the side drawer; resolves on /usuarios. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await expectAccessible(page);
  await drawer.getByRole('button', { name: 'Sair', exact: true }).click();
  await expect(page).toHaveURL(/\/usuarios$/);
  await expect(page.getByRole('heading', { name: 'Olá, selecione um usuário para continuar' })).toBeVisible();
  await expectAccessible(page);
}
