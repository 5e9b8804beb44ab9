import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import { signIn, signOut } from './support/auth';
import { company } from './support/users';

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
