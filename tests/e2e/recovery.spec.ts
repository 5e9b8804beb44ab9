// Code recovery, the password login, the 470 modal's way out and the access-code change, against the real server,
// reading the codes from the development inbox. Each test has a demo user of its own (server/src/seed/recovery-people.ts).
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import { openLogin, signIn, signOut, submitLogin, usernameInput } from './support/auth';
import { awaitMessage } from './support/inbox';

const PHONE = '11991234321';
const EMAIL = 'contato@emporiorecomeco.example';
const NEW_PASSWORD = 'Recomeço seguro 2026';

function boxesOf(page: Page, label: string): Locator {
  return page.getByRole('group', { name: label, exact: true }).getByRole('textbox');
}

/** Chooses the contact on the request-code screen and continues to validate-code. */
async function sendCodeTo(page: Page, contact: string | RegExp, channel: string): Promise<void> {
  await expect(page.getByRole('group', { name: 'Enviar o código por' })).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('alert')).toHaveText('É preciso selecionar um contato para continuar.');
  await expectAccessible(page, { force: true });
  await page.getByRole('radio', { name: contact }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText(`Sucesso! Foi enviado um código em seu ${channel}`)).toBeVisible();
  await expect(page).toHaveURL(/\/redefinicao\/validar-codigo$/);
  await expect(page.getByRole('button', { name: /^Receber código novamente em 0[12]:\d\d$/ })).toBeDisabled();
  await expectAccessible(page);
}

/** Pastes the code with Ctrl+V into the first box, continues, and sets the new password on /redefinir-senha. */
async function validateAndReset(page: Page, code: string): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((text) => navigator.clipboard.writeText(text), code);
  await boxesOf(page, 'Código de verificação').first().focus();
  await page.keyboard.press('Control+V');
  await expect(boxesOf(page, 'Código de verificação').last()).toHaveValue(code.at(-1)!);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Código validado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/redefinir-senha\?reset_token=/);

  const password = page.getByLabel('Nova senha', { exact: true });
  await password.fill('curta');
  await expect(page.getByText('Sua senha deve conter no mínimo 8 caracteres')).toBeVisible();
  await password.fill(NEW_PASSWORD);
  await page.getByLabel('Confirmação da nova senha', { exact: true }).fill(`${NEW_PASSWORD}!`);
  await expect(page.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
  await page.getByLabel('Confirmação da nova senha', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Mostrar nova senha' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Dados atualizados.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
}

/** Right after the reset the login is already in password mode, the username filled, saying why. */
async function signInWithPassword(page: Page, username: string): Promise<void> {
  await expect(page.getByText('Senha redefinida! Entre com seu usuário e a nova senha.')).toBeVisible();
  await expect(usernameInput(page)).toHaveValue(username);
  await page.getByLabel('Senha', { exact: true }).fill(NEW_PASSWORD);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeVisible();
}

test('a forgotten code: contact, code from the inbox, new password, then "Entrar com senha"', async ({ page, request }) => {
  await openLogin(page);
  await usernameInput(page).fill('esqueci.codigo');
  await page.getByRole('link', { name: /Receber novo código de acesso$/ }).click();
  await expect(page).toHaveURL(/\/esqueci-minha-senha$/);
  await expect(page.getByText('Cliente,', { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'e-mail: c****@emporiorecomeco.example' })).toBeVisible();
  await sendCodeTo(page, 'WhatsApp: (11) 9****-4321', 'WhatsApp');
  const [, code] = await awaitMessage(request, PHONE, /redefinir a senha é (\d{6})/);
  await validateAndReset(page, code);
  await signInWithPassword(page, 'esqueci.codigo');
});

test('a used temporary code (470): "Redefinir senha" leads to the reset, and the password signs in', async ({ page, request }) => {
  await openLogin(page);
  await submitLogin(page, { username: 'codigo.usado', code: '318546' });
  const modal = page.getByRole('dialog', { name: 'Redefinição de senha necessária!' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page).toHaveURL(/\/redefinicao\/solicitar-codigo$/);
  // The 470 answer's trade name, 'EMPORIO RECOMECO', lower-cased and capitalised [access §2.9].
  await expect(page.getByText('Emporio recomeco,', { exact: true })).toBeVisible();
  await sendCodeTo(page, 'e-mail: c****@emporiorecomeco.example', 'e-mail');
  const [, code] = await awaitMessage(request, EMAIL, /redefinir a senha é (\d{6})/);
  await validateAndReset(page, code);
  await signInWithPassword(page, 'codigo.usado');
});

test('the first sign-in with a temporary code: the warning leads, still signed in, to one\'s own code, which then signs in', async ({ page }) => {
  const chosen = '730582';
  await openLogin(page);
  await submitLogin(page, { username: 'codigo.temporario', code: '905173' });
  const warning = page.getByRole('dialog', { name: 'Atenção!' });
  await expect(warning).toContainText('código de acesso temporário');
  await warning.getByRole('button', { name: 'Alterar código de acesso' }).click();
  await expect(page).toHaveURL(/\/alterar-codigo-acesso\?entrada=true$/);
  // Outside the shell: no header or bottom navigation.
  await expect(page.getByRole('heading', { name: 'Alterar código de acesso' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abrir menu' })).toHaveCount(0);
  await expectAccessible(page);
  // The temporary code just typed is the proof a new code asks for.
  await page.getByLabel('Código de acesso atual ou senha', { exact: true }).fill('905173');
  await boxesOf(page, 'Novo código de acesso').first().fill(chosen);
  await boxesOf(page, 'Confirmar código de acesso').first().fill(chosen);
  await page.getByRole('button', { name: 'Alterar Código' }).click();
  // Still signed in: the call was accepted and the app opens.
  await expect(page.getByText('Código de acesso definido com sucesso!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeVisible();

  // A shared phone: leave and forget this user here; the new code signs in, the temporary one no more.
  await signOut(page, { forget: true });
  await expect(page).toHaveURL(/\/hub$/);
  await page.getByRole('button', { name: 'Acesse o Balcão' }).click();
  await submitLogin(page, { username: 'codigo.temporario', code: '905173' });
  await expect(page.getByRole('alert')).toHaveText('Código de acesso não encontrado');
  await submitLogin(page, { username: 'codigo.temporario', code: chosen });
  await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeVisible();
});

test('a new access code: refused when trivial or different, then it signs in', async ({ page }) => {
  const user = { username: 'novo.codigo', code: '649301', name: 'Rafael Nunes' };
  const chosen = '580317';
  await signIn(page, user);
  await page.goto('/alterar-codigo-acesso');
  await expect(page.getByRole('heading', { name: 'Alterar código de acesso' })).toBeVisible();
  await expectAccessible(page);
  const fillCodes = async (first: string, second: string) => {
    await page.getByLabel('Código de acesso atual ou senha', { exact: true }).fill(user.code);
    await boxesOf(page, 'Novo código de acesso').first().fill(first);
    await boxesOf(page, 'Confirmar código de acesso').first().fill(second);
    await page.getByRole('button', { name: 'Alterar Código' }).click();
  };
  await fillCodes(chosen, '580318');
  await expect(page.getByRole('alert')).toHaveText('Os códigos não coincidem, tente novamente!');
  await fillCodes('123456', '123456');
  await expect(page.getByRole('alert')).toHaveText(/fácil de adivinhar/);
  await expectAccessible(page, { force: true });
  await fillCodes(chosen, chosen);
  await expect(page.getByText('Código de acesso definido com sucesso!')).toBeVisible();

  await signOut(page);
  await page.getByRole('button', { name: 'Entrar com outro usuário' }).click();
  await submitLogin(page, { username: user.username, code: user.code });
  await expect(page.getByRole('alert')).toHaveText('Código de acesso não encontrado');
  await submitLogin(page, { username: user.username, code: chosen });
  await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeVisible();

  // Leaves the demo user as it was.
  const restored = await page.evaluate(async ({ code, current }) => {
    const response = await fetch('/api/ecommerce/user/signup/change-access-code', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${localStorage.getItem('token')}`,
        deviceId: localStorage.getItem('deviceId') ?? '',
      },
      body: JSON.stringify({ definitiveAccessCode: code, currentAccessCode: current }),
    });
    return response.status;
  }, { code: user.code, current: chosen });
  expect(restored).toBe(200);
});
