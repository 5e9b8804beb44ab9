// The access path driven through the screens, as a new visitor would.
import { expect, type Page } from '@playwright/test';
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

let visitorPathWalked = false;

/**
 * /login on a device that accepted the terms before. The first sign-in of a worker walks the new visitor's whole path
 * (openLogin, with its axe checks); later ones, where that path is not under test, start here: ~1–2 s less a test.
 */
async function openLoginTermsAccepted(page: Page): Promise<void> {
  // Once per tab (the first load): a later reload or sign-out sees the device as the app left it.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2eLoginSeeded')) return;
    sessionStorage.setItem('e2eLoginSeeded', '1');
    localStorage.setItem('termsAccepted', 'true');
    localStorage.setItem('loginMode', 'SHOW_LOGIN');
  });
  await page.goto('/login');
  await expect(loginButton(page)).toBeVisible();
}

/** From a fresh context to the screen after a successful login (/parceiro, or home when auto-selected). */
export async function signIn(page: Page, user: DemoUser): Promise<void> {
  if (visitorPathWalked) await openLoginTermsAccepted(page);
  else await openLogin(page);
  visitorPathWalked = true;
  await submitLogin(page, user);
  await expect(page).not.toHaveURL(/\/login$/);
}

/** Signs in and chooses a partner on /parceiro; resolves on the home screen. */
export async function signInAtPartner(page: Page, user: DemoUser, partnerName: string): Promise<void> {
  await signIn(page, user);
  await expect(page).toHaveURL(/\/parceiro/);
  await expect(page.getByRole('button', { name: partnerName, exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: partnerName, exact: true }).click();
  await expect(page.getByText(`Você está em ${partnerName}`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Histórico', exact: true }).getByRole('article').first()).toBeVisible();
  await expectAccessible(page);
}

/** The partner the page is on, from the `parceiro` query value. */
export function partnerIdOf(page: Page): number {
  const value = new URL(page.url()).searchParams.get('parceiro');
  if (!value) throw new Error(`no partner in ${page.url()}`);
  return Number(value);
}

/**
 * 'Sair' in the side drawer, then in its dialog (which says the user stays saved here); resolves on /usuarios.
 * With `forget`, 'Sair e esquecer este usuário': with no other saved user, /usuarios leads on to /hub.
 */
export async function signOut(page: Page, options: { forget?: boolean } = {}): Promise<void> {
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await expectAccessible(page);
  await drawer.getByRole('button', { name: 'Sair', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sair da conta?' });
  await expect(dialog).toContainText('Seu usuário continua salvo neste dispositivo');
  await expectAccessible(page);
  if (options.forget) {
    await dialog.getByRole('button', { name: 'Sair e esquecer este usuário' }).click();
    await expect(page).toHaveURL(/\/(usuarios|hub)$/);
    return;
  }
  await dialog.getByRole('button', { name: 'Sair', exact: true }).click();
  await expect(page).toHaveURL(/\/usuarios$/);
  await expect(page.getByRole('heading', { name: 'Olá, selecione um usuário para continuar' })).toBeVisible();
  await expectAccessible(page);
}
