import { expect, test } from '@playwright/test';
import { signIn } from './support/auth';
import { company } from './support/users';

test('debug signout', async ({ page }) => {
  page.on('console', (m) => console.log('console:', m.type(), m.text()));
  page.on('framenavigated', (f) => { if (f === page.mainFrame()) console.log('nav:', f.url()); });
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  page.on('request', (r) => { if (r.url().includes('/api/')) console.log('req', r.method(), r.url()); });
  await signIn(page, company);
  await expect(page).toHaveURL(/\/parceiro/);
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  console.log('dialogs', await page.getByRole('dialog').count());
  await page.getByRole('dialog').getByRole('button', { name: 'Sair', exact: true }).click();
  await page.waitForTimeout(4000);
  console.log('url', page.url());
  await page.screenshot({ path: '/tmp/signout.png' });
});
