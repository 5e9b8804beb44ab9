import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import { signIn, signInAtPartner, signOut } from './support/auth';
import { company, guest, partners } from './support/users';

/** /usuarios shows the CNPJ formatted. */
const companyTaxId = '11.222.333/0001-81';

const removeConfirmation =
  'Tem certeza de que deseja remover este usuário deste dispositivo? Para acessá-lo novamente no produto, será preciso obter um novo código de acesso via WhatsApp.';

test('after signing out, /usuarios lists the user and selecting it signs in again', async ({ page }) => {
  await signIn(page, company);
  await expect(page).toHaveURL(/\/parceiro/);
  await signOut(page);

  await expect(page.getByRole('heading', { name: 'Olá, selecione um usuário para continuar' })).toBeVisible();
  const savedUser = page.getByRole('listitem').filter({ hasText: companyTaxId });
  await expect(savedUser).toHaveCount(1);
  await expect(savedUser).toContainText(company.name);
  await expect(savedUser).toContainText(companyTaxId);

  await savedUser.getByRole('button', { name: `Entrar como ${company.name}, ${companyTaxId}` }).click();
  await expect(page).toHaveURL(/\/parceiro/);
  await expect(page.getByRole('heading', { name: 'Seus Parceiros' })).toBeVisible();
});

test('removing a saved user asks first, then says "Usuário excluido com sucesso!"', async ({ page }) => {
  await signIn(page, company);
  await expect(page).toHaveURL(/\/parceiro/);
  await signOut(page);

  const savedUser = page.getByRole('listitem').filter({ hasText: companyTaxId });
  await savedUser.getByRole('button', { name: `Remover ${company.name} deste dispositivo` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(removeConfirmation);
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Remover', exact: true }).click();

  await expect(page.getByText('Usuário excluido com sucesso!')).toBeVisible();
  await expect(page.getByRole('button', { name: `Entrar como ${company.name}, ${companyTaxId}` })).toHaveCount(0);
});

test('signing out keeps the saved user on the device before leaving: /login opened at once lists it', async ({ page }) => {
  await signIn(page, company);
  await expect(page).toHaveURL(/\/parceiro/);
  // A slow network, as on a phone: /usuarios takes a while to list the users after signing out.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 1500, downloadThroughput: -1, uploadThroughput: -1 });
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sair', exact: true }).click();
  await page.getByRole('dialog', { name: 'Sair da conta?' }).getByRole('button', { name: 'Sair', exact: true }).click();
  await expect(page).toHaveURL(/\/usuarios$/);
  // At once, as a reload or a reopened app would: before /usuarios has listed anyone.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/usuarios$/);
  await expect(page.getByRole('heading', { name: 'Olá, selecione um usuário para continuar' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Entrar como ${company.name}, ${companyTaxId}` })).toBeVisible();
});

test("the sign-out dialog's 'Sair e esquecer este usuário' is not where the drawer's 'Sair' was: a second tap there signs out only", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // A guest's drawer lists two entries fewer (no devices, no guests): its 'Sair' is where the centred dialog's middle is.
  await signInAtPartner(page, guest, partners.saoJorge.name);
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const drawerSignOut = page.getByRole('dialog').getByRole('button', { name: 'Sair', exact: true });
  // Where the finger was: the drawer once it has slid in (a trial click waits for it to stand still).
  await drawerSignOut.click({ trial: true });
  const tapped = (await drawerSignOut.boundingBox())!;
  await drawerSignOut.click();
  const dialog = page.getByRole('dialog', { name: 'Sair da conta?' });
  const forget = dialog.getByRole('button', { name: 'Sair e esquecer este usuário' });
  await expect(forget).toBeVisible();
  const forgetBox = (await forget.boundingBox())!;
  const overlap =
    forgetBox.x < tapped.x + tapped.width &&
    tapped.x < forgetBox.x + forgetBox.width &&
    forgetBox.y < tapped.y + tapped.height &&
    tapped.y < forgetBox.y + forgetBox.height;
  expect(overlap, `'Sair e esquecer' ${JSON.stringify(forgetBox)} under the drawer's 'Sair' ${JSON.stringify(tapped)}`).toBe(false);
  // The same spot tapped again lands on the safe 'Sair' (or nothing), never on forgetting.
  const landed = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
    { x: tapped.x + tapped.width / 2, y: tapped.y + tapped.height / 2 },
  );
  expect(landed).not.toBe('Sair e esquecer este usuário');
});
