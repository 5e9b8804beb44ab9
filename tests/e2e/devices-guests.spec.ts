// Connected devices and guest users, end to end: two browser contexts are two devices; the guest's code is read
// from the development inbox.
import { devices, type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import { codeInput, loginButton, openLogin, signIn, signInAtPartner, submitLogin, usernameInput } from './support/auth';
import { awaitMessage } from './support/inbox';
import { company, partners, person } from './support/users';

const BLOCKED = 'Seu acesso foi bloqueado pelo titular da conta. Fale com ele para voltar a entrar.';

/** Another device: a fresh browser context with the suite's settings. */
async function otherDevice(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  return context.newPage();
}

/** A sign-in with a temporary code asks to define one's own code (the credential model): later. */
async function passWarning(page: Page): Promise<void> {
  const warning = page.getByRole('dialog', { name: 'Atenção!' });
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: 'Lembrar-me depois' }).click();
}

test('removing the other device from the first signs the other out at its next navigation', async ({ page, browser, baseURL }) => {
  test.setTimeout(60_000);
  await signIn(page, person);
  const devicesPath = `/dispositivos-conectados?parceiro=${partners.saoJorge.id}`;
  await page.goto(devicesPath);
  await expect(page.getByRole('heading', { name: 'Dispositivos conectados', level: 1 })).toBeVisible();
  const cards = page.getByRole('region', { name: 'Dispositivos conectados' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  // Other tests of the run signed this person in from their own browsers: 'Remover Todos' leaves this one.
  const removeAll = page.getByRole('button', { name: 'Remover Todos' });
  if (await removeAll.isVisible()) {
    await removeAll.click();
    await page.getByRole('dialog', { name: 'Remover dispositivos conectados' }).getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('Os dispositivos foram removidos com sucesso!')).toBeVisible();
  }
  await expect(cards).toHaveCount(1);

  const second = await otherDevice(browser, baseURL);
  await signIn(second, person);
  await page.goto(devicesPath);
  await expect(cards).toHaveCount(2);
  const current = cards.filter({ hasText: 'Este dispositivo' });
  await expect(current).toHaveCount(1);
  await current.getByRole('button', { name: /^Remover dispositivo / }).click();
  await expect(page.getByText('Não é possível remover o dispositivo conectado.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(current).toContainText(/Chrome \d+ · Android/);
  // Masked as the profile masks it.
  await expect(current).toContainText('(21) 9****-5432');
  await expect(current).not.toContainText('(21) 99876-5432');
  await expect(current).toContainText(person.name);
  await expect(current).toContainText(/Último acesso\s*\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(page.getByRole('button', { name: 'Remover Todos' })).toBeVisible();
  await expectAccessible(page);

  const other = cards.filter({ hasNotText: 'Este dispositivo' });
  await other.getByRole('button', { name: /^Remover dispositivo / }).click();
  const dialog = page.getByRole('dialog', { name: 'Você deseja remover este dispositivo?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Dispositivo removido com sucesso.')).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Remover Todos' })).toHaveCount(0);

  // The removed device: its next request is refused, and its saved users no longer show the user.
  await second.goto(`/dispositivos-conectados?parceiro=${partners.saoJorge.id}`);
  await expect(second).toHaveURL(/\/hub$/);
  await second.context().close();
});

test('a guest is invited; blocked, it cannot sign in; unblocked, it signs in with the code sent; blocked again, it is signed out', async ({ page, browser, request, baseURL }) => {
  // Two devices, three sign-ins and an invitation on a shared 2-core machine.
  test.setTimeout(90_000);
  await signInAtPartner(page, company, partners.saoJorge.name);
  await page.goto(`/usuarios-adicionais?parceiro=${partners.saoJorge.id}`);
  await expect(page.getByRole('heading', { name: 'Usuários convidados', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'João Batista de Oliv...' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Convidar usuário' }).click();
  const form = page.getByRole('dialog', { name: 'Convidar usuário' });
  await form.getByRole('button', { name: 'Convidar', exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText('Informe o nome e o telefone do usuário que você deseja convidar.');
  await form.getByLabel('Nome').fill('Rita Albuquerque Convidada');
  await form.getByRole('button', { name: 'Convidar', exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText('Os campos nome e telefone são obrigatórios');
  await form.getByLabel('Telefone').fill('11955554444');
  await expect(form.getByLabel('Telefone')).toHaveValue('(11) 95555-4444');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Convidar', exact: true }).click();
  await expect(page.getByText('Usuário convidado criado com sucesso')).toBeVisible();
  const card = page.getByRole('region', { name: 'Usuários convidados' }).getByRole('listitem').filter({ hasText: '(11) 95555-4444' });
  await expect(card.getByRole('heading', { name: 'Rita Albuquerque Con...' })).toBeVisible();
  await expect(card).toContainText('Ainda não acessou');

  const [, username, code] = await awaitMessage(request, '11955554444', /Usuário: (\S+) Código de acesso: (\d{6})/);

  // Blocked before the first access: signing in is refused with the reason (the temporary code is not used up).
  await card.getByRole('button', { name: 'Bloquear Rita Albuquerque Convidada' }).click();
  await expect(page.getByText('Usuário bloqueado com sucesso.')).toBeVisible();
  await expect(card).toContainText('Bloqueado');
  const guest = await otherDevice(browser, baseURL);
  await openLogin(guest);
  await submitLogin(guest, { username, code });
  await expect(guest.getByText(BLOCKED)).toBeVisible();

  // Unblocked: the guest signs in with the code sent.
  await card.getByRole('button', { name: 'Desbloquear Rita Albuquerque Convidada' }).click();
  await expect(page.getByText('Usuário desbloqueado com sucesso.')).toBeVisible();
  await usernameInput(guest).fill(username);
  await codeInput(guest).fill(code);
  await loginButton(guest).click();
  await passWarning(guest);
  await expect(guest).toHaveURL(/\/parceiro/);

  // Blocked again: the guest's open session ends at its next request.
  await card.getByRole('button', { name: 'Bloquear Rita Albuquerque Convidada' }).click();
  await expect(page.getByText('Usuário bloqueado com sucesso.')).toBeVisible();
  await guest.goto(`/historico-pedidos?parceiro=${partners.saoJorge.id}`);
  await expect(guest).toHaveURL(/\/usuarios$/);
  await guest.context().close();

  // The holder deletes the guest again (the demo data stays as it was).
  await card.getByRole('button', { name: 'Excluir Rita Albuquerque Convidada' }).click();
  const confirm = page.getByRole('dialog', { name: 'Você deseja excluir este usuário convidado?' });
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Usuário convidado excluído com sucesso.')).toBeVisible();
  await expect(card).toHaveCount(0);
});
