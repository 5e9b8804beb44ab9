import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptTerms, codeInput, loginButton, openLogin, usernameInput } from './support/auth';

test('a first visit goes from /usuarios to /hub, then to /login behind the terms modal', async ({ page }) => {
  await page.goto('/usuarios');
  await expect(page).toHaveURL(/\/hub$/);
  await page.getByRole('button', { name: 'Acesse o Balcão' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const cookies = page.getByRole('dialog', { name: 'Política de cookies' });
  await expect(cookies).toBeVisible();
  await expect(cookies.getByRole('button', { name: 'Concordar', exact: true })).toHaveCount(0);
  await expectAccessible(page);
  await acceptTerms(page);
  await expect(loginButton(page)).toBeVisible();
});

test('accepted terms are remembered: a reload shows no modal', async ({ page }) => {
  await openLogin(page);
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await expect(loginButton(page)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the login button stays disabled until the username and all 6 code characters are filled', async ({ page }) => {
  await openLogin(page);
  await expect(loginButton(page)).toBeDisabled();

  await usernameInput(page).fill('11222333000181');
  await expect(loginButton(page)).toBeDisabled();
  await codeInput(page).fill('48291');
  await expect(loginButton(page)).toBeDisabled();
  await codeInput(page).fill('482915');
  await expect(loginButton(page)).toBeEnabled();
  await expectAccessible(page, { force: true });

  await usernameInput(page).fill('');
  await expect(loginButton(page)).toBeDisabled();
});
