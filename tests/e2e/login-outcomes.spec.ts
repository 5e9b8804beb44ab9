import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import { codeInput, openLogin, submitLogin, usernameInput } from './support/auth';
import { company, expiredUser, forcedChangeUser, warningUser } from './support/users';

test.beforeEach(async ({ page }) => {
  await openLogin(page);
});

test('a wrong code shows "Código de acesso não encontrado" and marks the code input', async ({ page }) => {
  await submitLogin(page, { username: company.username, code: '000001' });
  await expect(page.getByRole('alert')).toHaveText('Código de acesso não encontrado');
  await expect(codeInput(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(usernameInput(page)).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/login$/);
  await expectAccessible(page, { force: true });
});

test('an unknown user shows "Usuário e/ou código de acesso inválidos" and marks the username', async ({ page }) => {
  await submitLogin(page, { username: 'ninguem.aqui', code: '482915' });
  await expect(page.getByRole('alert')).toHaveText('Usuário e/ou código de acesso inválidos');
  await expect(usernameInput(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(codeInput(page)).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/login$/);
});

test('a password warning opens its modal and "Lembrar-me depois" continues into the app', async ({ page }) => {
  await submitLogin(page, warningUser);
  const warning = page.getByRole('dialog', { name: 'Atenção!' });
  await expect(warning).toBeVisible();
  // The text asks for what the button does.
  await expect(warning).toContainText('Altere seu código de acesso para continuar acessando o Balcão.');
  await expect(warning).not.toContainText('Redefina sua senha');
  await expect(warning.getByRole('button', { name: 'Alterar código de acesso' })).toBeVisible();
  await expectAccessible(page);
  await warning.getByRole('button', { name: 'Lembrar-me depois' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
});

test('a forced password change (470) opens "Redefinição de senha necessária!"', async ({ page }) => {
  await submitLogin(page, forcedChangeUser);
  const modal = page.getByRole('dialog', { name: 'Redefinição de senha necessária!' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Redefinir senha' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('expired access (471) goes to /acesso-expirado with "Novo acesso!"', async ({ page }) => {
  await submitLogin(page, expiredUser);
  await expect(page).toHaveURL(/\/acesso-expirado$/);
  await expect(page.getByRole('heading', { name: 'Novo acesso!' })).toBeVisible();
});

// 472 needs the server to receive a deviceId that is not a UUID. The app never sends one:
// src/db/device-id.ts ignores invalid copies ('x' in localStorage, cookie, IndexedDB and
// Cache Storage) and makes a new UUID, and the header policy refuses a call without the
// header. Mocking the API is not allowed in this suite, so the outcome is covered by the
// server tests (472 for an invalid device id) and the unit tests of sync/session.
test.skip('an invalid device id (472) shows "Houve um problema ao tentar entrar, tente novamente."', () => {});
