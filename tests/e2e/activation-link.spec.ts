// The activation link opened from the inbox in a cold browser (no service worker, cache or storage of this app), at
// phone size: what the page shows from its first paint, and when its code or its call hang, fail or come twice
// [access §2.7]. Faults are injected on the network (page.route); the API itself is the real one.
import type { Page } from '@playwright/test';
import { requestActivationLink, type SignupPerson } from './support/activation';
import { expect, test } from './support/test';

test.use({ viewport: { width: 390, height: 844 } });

// One person per test and try (server/src/seed/signup.ts): a first try may have activated its own.
const COLD_OPEN: SignupPerson[] = [{ taxId: '52819374050', phone: '31991110105' }, { taxId: '61720483507', phone: '31991110106' }];
const HANGING_CALL: SignupPerson[] = [{ taxId: '73041258617', phone: '31991110107' }, { taxId: '84612039769', phone: '31991110108' }];
const PRELOADED: SignupPerson[] = [{ taxId: '30617249580', phone: '31991110111' }, { taxId: '47291835682', phone: '31991110112' }];
const SERVER_FAILED: SignupPerson[] = [{ taxId: '59138264773', phone: '31991110113' }, { taxId: '62847193537', phone: '31991110114' }];
const OPENED_TWICE: SignupPerson[] = [{ taxId: '95387126419', phone: '31991110109' }, { taxId: '18473650271', phone: '31991110110' }];
const ofTry = (people: SignupPerson[]): SignupPerson => people[Math.min(test.info().retry, people.length - 1)]!;

// A well-formed link no server issued: the screen's own answer to it shows that it loaded and called the API.
const UNKNOWN_LINK = '/ativacao/ativar-usuario?token=aGVsbG8taGVsbG8taGVsbG8taGVsbG8taGVsbG8taGVs';
const GONE = 'Link de ativação expirado ou já utilizado. Solicite um novo link.';

const ACTIVATING = 'Ativando seu cadastro...';
const CONNECTION_LOST = 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.';
const SCREEN_CHUNK = '**/assets/activate-user-screen-*.js';
const ACTIVATE_CALL = '**/api/ecommerce/user/signup/activate';

/** Requests to `pattern` wait until `release` is called (a slow or stalled network for those files). */
async function hold(page: Page, pattern: string): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return { release };
}

async function expectCompletion(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/ativacao\/finalizado$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastro concluído!' })).toBeVisible();
  await expect(page.getByText('Em breve você receberá uma mensagem com seu usuário e código de acesso.')).toBeVisible();
}

test('a cold browser shows the activation under way from the first paint, before any script, then the completion', async ({ page, request }) => {
  const link = await requestActivationLink(request, ofTry(COLD_OPEN));
  const scripts = await hold(page, '**/assets/*.js');
  await page.goto(link, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: ACTIVATING })).toBeVisible();
  scripts.release();
  await expectCompletion(page);
});

test('the completion screen\'s code is fetched while the activation call is under way, not after it', async ({ page, request }) => {
  const link = await requestActivationLink(request, ofTry(PRELOADED));
  let finishedScreenAsked!: () => void;
  const asked = new Promise<void>((resolve) => (finishedScreenAsked = resolve));
  page.on('request', (sent) => {
    if (/\/assets\/finished-screen-[^/]+\.js$/.test(sent.url())) finishedScreenAsked();
  });
  // The call answers only once that code was asked for: fetched only after the answer, it never would be.
  await page.route(ACTIVATE_CALL, async (route) => {
    await asked;
    await route.continue();
  });
  await page.goto(link);
  await expectCompletion(page);
});

test('a screen whose code never arrives says so with a way to try again, instead of loading forever', async ({ page }) => {
  const chunk = await hold(page, SCREEN_CHUNK);
  await page.goto(UNKNOWN_LINK, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: ACTIVATING })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(CONNECTION_LOST, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Oops, algo deu errado...' })).toBeVisible();
  chunk.release();
  await page.unroute(SCREEN_CHUNK);
  await page.getByRole('button', { name: 'Tentar novamente', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(GONE);
});

test('a screen whose code fails to load says so with a way to try again', async ({ page }) => {
  await page.route(SCREEN_CHUNK, (route) => route.abort('connectionreset'));
  await page.goto(UNKNOWN_LINK);
  await expect(page.getByRole('alert')).toHaveText(CONNECTION_LOST);
  await page.unroute(SCREEN_CHUNK);
  await page.getByRole('button', { name: 'Tentar novamente', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(GONE);
});

test('an activation call that hangs ends in the connection message, and trying again completes the signup', async ({ page, request }) => {
  const link = await requestActivationLink(request, ofTry(HANGING_CALL));
  // Never answered: not even after the test, so no stalled call activates behind the retry's back.
  await page.route(ACTIVATE_CALL, () => undefined);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: ACTIVATING })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(CONNECTION_LOST, { timeout: 25_000 });
  await page.unroute(ACTIVATE_CALL);
  await page.getByRole('button', { name: 'Tentar novamente', exact: true }).click();
  await expectCompletion(page);
});

test('an activation call the server fails (a proxy\'s page, no message) offers to try again, which completes the signup', async ({ page, request }) => {
  const link = await requestActivationLink(request, ofTry(SERVER_FAILED));
  // Every attempt of the first tap (the client retries a 5xx three times), then the real server.
  let failures = 4;
  await page.route(ACTIVATE_CALL, (route) =>
    failures-- > 0 ? route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body>Bad Gateway</body></html>' }) : route.continue(),
  );
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(CONNECTION_LOST);
  await page.getByRole('button', { name: 'Tentar novamente', exact: true }).click();
  await expectCompletion(page);
});

test('the same link opened again says the signup is already done and leads to the login', async ({ page, request }) => {
  const link = await requestActivationLink(request, ofTry(OPENED_TWICE));
  await page.goto(link);
  await expectCompletion(page);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Você já tem cadastro' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Este cadastro já foi concluído. Entre com seu usuário e código de acesso.');
  await page.getByRole('link', { name: 'Ir para o login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
