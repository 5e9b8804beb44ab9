// README, "Running Balcão for a distributor", step by step (issue 30): the built server on an empty database with
// APP_ENV=production, its messages leaving through a real SMTP server and a WhatsApp Cloud API stand-in; the operator's
// commands, the ERP's calls and a customer's phone, each step a test of its own on what the previous one left.
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import { startServer } from '../../scripts/bench/server.mjs';
import { PRODUCTION_ENV } from '../server/production-env';
import { whatsappStandIn, type StandIn } from '../server/whatsapp-stand-in';
import { acceptTerms, submitLogin } from './support/auth';
import { openOrderHistory, orderCard, orderColumn, reviewAnItem } from './support/orders';
import { awaitMail, smtpInbox, type SmtpInbox } from './support/smtp-inbox';
import { expect, test } from './support/test';

const root = new URL('../../', import.meta.url);
const OPERATOR_SECRET = 'segredo-do-operador-da-distribuidora-0123456789';
const CUSTOMER = { taxId: '11444790000110', email: 'pedidos@paoquente.example' };
const ERP_NUMBER = 'PV-2026-0001';
// Clear of the workers' own servers (support/test.ts: E2E_PORT + the worker's index) and of production-start's (+50).
const PORT_OFFSET = 60;

test.describe.configure({ mode: 'serial' });

let server: { url: string; stop(): Promise<void> };
let mail: SmtpInbox;
let whatsapp: StandIn;
let dataDir: string;
let token = '';
let orderNumber = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  [mail, whatsapp] = await Promise.all([smtpInbox(), whatsappStandIn()]);
  dataDir = `.data/e2e-distributor-${test.info().parallelIndex}`;
  rmSync(new URL(dataDir, root), { recursive: true, force: true });
  const port = Number(process.env.E2E_PORT ?? 8090) + PORT_OFFSET + test.info().parallelIndex;
  server = await startServer(root, {
    port,
    dataDir,
    env: {
      ...PRODUCTION_ENV,
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      OPERATOR_SECRET,
      SMTP_URL: mail.url,
      WHATSAPP_API_URL: whatsapp.url,
      SMS_API_URL: `${whatsapp.origin}/v2/channels/sms/messages`,
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await Promise.all([mail?.close(), whatsapp?.down()]);
  rmSync(new URL(dataDir, root), { recursive: true, force: true });
});

/** `npm run <command> -- args` as the operator types it beside the running server (the built command). */
async function operator(command: 'partner' | 'partner-token' | 'import', args: string[]): Promise<string> {
  const cli = { partner: 'partner-cli', 'partner-token': 'partner-token-cli', import: 'import-cli' }[command];
  const { stdout } = await promisify(execFile)(process.execPath, [`dist/server/${cli}.mjs`, ...args], {
    cwd: root.pathname,
    env: { PATH: process.env.PATH ?? '', BALCAO_URL: server.url, OPERATOR_SECRET },
  });
  return stdout;
}

/** The ERP's call with the partner's token. */
async function erp(request: APIRequestContext, method: 'GET' | 'POST', path: string, data?: unknown) {
  const response = await request.fetch(`${server.url}/api/integration/v1${path}`, { method, headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

test('the operator creates the partner and its ERP token, and imports the CSV catalogue and customers', async ({ page }) => {
  expect(await operator('partner', ['create', '--name', 'Distribuidora Boa Vista', '--city', 'Santos', '--pix-key', 'financeiro@boavista.example']))
    .toMatch(/^Parceiro #1 {2}Distribuidora Boa Vista {2}Santos/);
  const created = await operator('partner-token', ['create', '--partner', '1', '--name', 'ERP']);
  token = /^(blc_\S+)$/m.exec(created)?.[1] ?? '';
  expect(token).not.toBe('');

  const catalogue = await operator('import', ['catalogue', '--partner', '1', 'docs/samples/products.csv']);
  expect(catalogue.trim().split('\n').at(-1)).toBe('4 linhas: 4 criadas, 0 atualizadas, 0 sem mudança, 0 com erro.');
  const customers = await operator('import', ['customers', '--partner', '1', 'docs/samples/first-customer.csv']);
  expect(customers.trim().split('\n').at(-1)).toBe('1 linha: 1 criada, 0 atualizadas, 0 sem mudança, 0 com erro.');

  await page.goto(`${server.url}/hub`);
  await expect(page.getByRole('heading', { name: 'Bem-vindo ao Balcão' })).toBeVisible();
});

test('the customer signs up with the access code received by e-mail and places an order from the phone', async ({ page }) => {
  await page.goto(`${server.url}/hub`);
  await page.getByRole('link', { name: 'Solicite seu código de acesso' }).click();
  await page.getByRole('textbox', { name: 'CPF ou CNPJ', exact: true }).pressSequentially(CUSTOMER.taxId);
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(page.getByRole('heading', { name: /^Olá, / })).toBeVisible();
  await page.getByRole('button', { name: /^Prefiro receber o link no e-mail / }).click();
  await expect(page.getByRole('heading', { name: 'Link de ativação enviado!' })).toBeVisible();

  const [activationLink] = await awaitMail(mail, CUSTOMER.email, /http\S+\/activation\/email\/confirmation\?\S+/);
  expect(activationLink.startsWith(`${server.url}/`)).toBe(true);
  await page.goto(activationLink);
  await expect(page.getByRole('heading', { name: 'Cadastro concluído!' })).toBeVisible();

  const [, code] = await awaitMail(mail, CUSTOMER.email, new RegExp(`Usuário: ${CUSTOMER.taxId}\\. Código de acesso: (\\d{6})`));
  await page.getByRole('link', { name: 'Ir para o login' }).click();
  await acceptTerms(page);
  await submitLogin(page, { username: CUSTOMER.taxId, code });
  await page.getByRole('dialog', { name: 'Atenção!' }).getByRole('button', { name: 'Lembrar-me depois' }).click();
  await expect(page.getByText('Você está em Distribuidora Boa Vista')).toBeVisible();

  await reviewAnItem(page);
  await page.getByRole('combobox', { name: 'Data de entrega' }).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Finalizar pedido', exact: true }).click();
  const success = page.getByRole('dialog', { name: 'Sucesso!' });
  orderNumber = (await success.textContent())?.match(/Seu pedido n° (\d+) foi realizado\./)?.[1] ?? '';
  expect(orderNumber).not.toBe('');
  // No WhatsApp message was needed: the e-mail carried the whole signup.
  expect(whatsapp.requests).toEqual([]);
});

test("the ERP reads the order from the feed, acknowledges it and sets it to 'Separado', which the customer's phone shows", async ({ page, request }) => {
  const feed = await erp(request, 'GET', '/orders');
  const order = feed.orders.find((o: { number: string }) => o.number === orderNumber);
  expect(order).toMatchObject({ status: 'Em análise', customer: { taxId: CUSTOMER.taxId } });
  await erp(request, 'POST', `/orders/${order.id}/acknowledge`, { erpNumber: ERP_NUMBER });
  await erp(request, 'POST', `/orders/${order.id}/status`, { status: 'Separado' });
  const after = await erp(request, 'GET', `/orders?cursor=${feed.nextCursor}`);
  expect(after.orders.map((o: { number: string; status: string; erpNumber: string }) => [o.number, o.status, o.erpNumber])).toEqual([[orderNumber, 'Separado', ERP_NUMBER]]);

  // The phone signs in with the credentials e-mail's unique-access link (the access code served one sign-in).
  const [accessLink] = await awaitMail(mail, CUSTOMER.email, /http\S+\/unique-access\?uniqueAccessId=\S+/);
  await page.goto(accessLink);
  await expect(page.getByText('Você está em Distribuidora Boa Vista')).toBeVisible();
  await openOrderHistory(page);
  await expect(orderColumn(orderCard(page, orderNumber), 'Posição')).toHaveText('Separado');
});
