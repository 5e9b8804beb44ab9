import { expect, test } from '@playwright/test';
import { signIn } from './support/auth';
import { company } from './support/users';

test('debug signout', async ({ page }) => {
  await signIn(page, company);
  await expect(page).toHaveURL(/\/parceiro/);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Debugger.enable');
  const paused = new Promise<any>((resolve) => cdp.on('Debugger.paused', resolve));
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sair', exact: true }).click();
  await new Promise((r) => setTimeout(r, 3000));
  await cdp.send('Debugger.pause');
  const event = await paused;
  for (const frame of event.callFrames.slice(0, 25)) console.log(frame.functionName, frame.url.split('/').pop(), frame.location.lineNumber, frame.location.columnNumber);
});
