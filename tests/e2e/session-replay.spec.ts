// Session replay (Y-25, docs/decisions/0130-session-replay.md): with the sample forced on (a test-only local value, ignored
// in production builds), a signed-in session is recorded and reaches the development listing with its events, money
// masked; the landing and login download none of the recorder, not even through the service worker's precache.
import { openLogin, signIn, submitLogin } from './support/auth';
import { lane } from './support/home';
import { goOffline, waitForServiceWorker } from './support/network';
import { expect, test } from './support/test';
import { company, partners, person } from './support/users';

test.describe.configure({ timeout: 90_000 });

interface ListedReplay {
  username: string;
  sessionKey: string;
  events: Array<{ type: number }>;
}

test('a sampled signed-in session is recorded and listed with its events; landing and login load no recorder', { tag: '@service-worker' }, async ({ page, context, request }) => {
  await context.addInitScript(() => localStorage.setItem('sessionReplaySampling', 'on'));
  const replayFiles: string[] = [];
  let precached = 0;
  // The context sees the service worker's requests too (its precache).
  context.on('request', (sent) => {
    if (/\/assets\/session-re(play|corder)-/.test(sent.url())) replayFiles.push(new URL(sent.url()).pathname);
    if (sent.serviceWorker() && sent.url().includes('/assets/app-home-')) precached += 1;
  });

  await openLogin(page);
  await page.waitForLoadState('networkidle');
  // The worker has precached the signed-in screens' code by now, and none of session replay's.
  await expect.poll(() => precached).toBeGreaterThan(0);
  expect(replayFiles).toEqual([]);

  const batchSent = page.waitForResponse((answer) => answer.url().endsWith('/api/ecommerce/session-replays') && answer.request().method() === 'POST');
  await submitLogin(page, company);
  await expect(page).toHaveURL(/\/parceiro/);
  await page.getByRole('button', { name: partners.saoJorge.name, exact: true }).click();
  // The home, with its prices, is recorded once the page is quiet; then the user browses on.
  expect((await batchSent).status()).toBe(204);
  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Pesquisar' }).click();
  await expect(page).toHaveURL(/\/busca/);
  expect(replayFiles.some((file) => file.includes('session-recorder-'))).toBe(true);

  const sessionKey = await page.evaluate(() => JSON.parse(sessionStorage.getItem('sessionReplay') ?? '{}').id as string);
  await expect
    .poll(async () => {
      const replays: ListedReplay[] = await (await request.get('/api/ecommerce/dev/replays')).json();
      const mine = replays.find((replay) => replay.sessionKey === sessionKey);
      return mine ? { username: mine.username, fullSnapshot: mine.events.some((event) => event.type === 2) } : null;
    })
    .toEqual({ username: company.username, fullSnapshot: true });
  const recorded = JSON.stringify(await (await request.get('/api/ecommerce/dev/replays')).json());
  expect(recorded).toContain('R$ ****');
  expect(recorded).not.toMatch(/R\$\s?\d/);
  expect(recorded).not.toContain(company.code);

  // The operator's page lists it and plays it in rrweb's player: the recorded screen is rebuilt.
  await page.goto('/dev/replays');
  await expect(page.getByRole('heading', { level: 1, name: 'Gravações de sessão (desenvolvimento)' })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(`de ${company.username}$`) }).first().click();
  await expect(page.frameLocator('iframe[title="Reprodução da sessão"]').getByRole('navigation', { name: 'Navegação principal' })).toBeAttached();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Gravações de sessão (desenvolvimento)' })).toBeVisible();
});

test('offline, a sampled page whose recorder is not on the device stays as it is: no reload', { tag: '@service-worker' }, async ({ page, context }) => {
  await signIn(page, person);
  await expect(lane(page, 'Histórico').getByRole('article').first()).toBeVisible();
  await waitForServiceWorker(page);
  await goOffline(context, page);
  // From the next load on, the page is sampled; session replay's code is never precached, so offline it cannot load.
  await context.addInitScript(() => {
    localStorage.setItem('sessionReplaySampling', 'on');
    window.addEventListener('vite:preloadError', () => sessionStorage.setItem('e2eChunkFailed', '1'));
  });
  await page.reload();
  await expect(lane(page, 'Histórico').getByRole('article').first()).toBeVisible();
  // The page's memory: a reload would lose it (the failure's flag above is in the tab's storage, which a reload keeps).
  await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));
  await page.getByRole('link', { name: 'Buscar produtos' }).click();
  await page.getByRole('searchbox', { name: 'Buscar produtos' }).fill('arroz integral');
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('e2eChunkFailed')), { timeout: 20_000 }).toBe('1');
  // A reload starts from the failure's own handler: it would have begun by now, or within a moment.
  const reloaded = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame(), timeout: 2_000 }).then(() => true, () => false);
  expect(await reloaded).toBe(false);
  expect(await page.evaluate(() => (window as { e2eSamePage?: boolean }).e2eSamePage)).toBe(true);
});
