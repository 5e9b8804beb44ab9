import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import { signIn } from './support/auth';
import { company, partners, person } from './support/users';

test('a company with two partners chooses one on /parceiro and lands on its home', async ({ page }) => {
  await signIn(page, company);
  await expect(page).toHaveURL(/\/parceiro/);

  const yours = page.getByRole('region', { name: 'Seus Parceiros' });
  await expect(yours.getByRole('button')).toHaveCount(2);
  await expect(yours.getByRole('button', { name: partners.saoJorge.name, exact: true })).toBeVisible();
  await expect(yours.getByRole('button', { name: partners.atacadao.name, exact: true })).toBeVisible();
  const more = page.getByRole('region', { name: 'Mais Parceiros para você!' });
  await expect(more.getByRole('button')).toHaveCount(1);
  await expect(more.getByRole('button')).toContainText(partners.megaFoods.name);
  await expect(page.getByText(/_/)).toHaveCount(0);
  await expectAccessible(page);

  await yours.getByRole('button', { name: partners.atacadao.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/\\?parceiro=${partners.atacadao.id}$`));
  await expect(page.getByText(`Você está em ${partners.atacadao.name}`)).toBeVisible();
});

test('a person with one partner gets it chosen automatically and lands on home', async ({ page }) => {
  await signIn(page, person);
  await expect(page).toHaveURL(new RegExp(`/\\?parceiro=${partners.saoJorge.id}$`));
  await expect(page.getByText(`Você está em ${partners.saoJorge.name}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Seus Parceiros' })).toHaveCount(0);
});

test('an unknown path goes home when a partner is chosen', async ({ page }) => {
  await signIn(page, person);
  await expect(page.getByText(`Você está em ${partners.saoJorge.name}`)).toBeVisible();
  await page.goto('/caminho/que/nao/existe');
  await expect(page).toHaveURL(new RegExp(`/\\?parceiro=${partners.saoJorge.id}$`));
  await expect(page.getByText(`Você está em ${partners.saoJorge.name}`)).toBeVisible();
});

test('an unknown path goes to partner selection when no partner is chosen', async ({ page }) => {
  await signIn(page, company);
  await expect(page.getByRole('heading', { name: 'Seus Parceiros' })).toBeVisible();
  await page.goto('/caminho/que/nao/existe');
  await expect(page).toHaveURL(/\/parceiro$/);
  await expect(page.getByRole('heading', { name: 'Seus Parceiros' })).toBeVisible();
});
