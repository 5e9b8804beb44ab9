// The customers batch of the integration API (issue 30, Integration API → Customers): per-row answers, the same batch
// twice, 1,001 rows, repeated and wrong tax ids, one partner's terms kept from another, signup at once.
import { describe, expect, it } from 'vitest';
import { EXAMPLE_COMPANY } from '../../server/src/routes/integration/customer-examples';
import { call, COMPANY, login, useServer } from './helpers';
import { fillCart } from './ordering-helpers';
import { integration, operator, PARTNER_1_TOKEN, PARTNER_2_TOKEN } from './integration-helpers';
import { activate, inbox, lookup } from './signup-helpers';

const s = useServer();

/** A CPF with right check digits from its first nine. */
function cpf(base: string): string {
  const digit = (digits: string) => {
    const sum = [...digits].reduce((total, d, i) => total + Number(d) * (digits.length + 1 - i), 0);
    return sum % 11 < 2 ? 0 : 11 - (sum % 11);
  };
  const first = `${base}${digit(base)}`;
  return `${first}${digit(first)}`;
}

const ALPHA_CNPJ = '12ABC34501DE35';
const COMPANY_ROW = EXAMPLE_COMPANY;
const PERSON_ROW = { taxId: cpf('123456780'), name: 'Paula Moreira', whatsappNumbers: ['21987654321'] };

const batch = (customers: unknown, token = PARTNER_1_TOKEN) => integration(s.app, 'POST', '/customers/batch', { token, body: { customers } });

async function results(customers: unknown[], token = PARTNER_1_TOKEN) {
  const res = await batch(customers, token);
  expect(res.status).toBe(200);
  return (await res.json()).results as { index: number; taxId: string | null; status: string; message?: string }[];
}

const terms = (taxId: string) =>
  s.db.query<{ partner_id: number; payment_plan_ids: number[] | null; credit: number; blocked: boolean }>(
    `SELECT pc.partner_id, pc.payment_plan_ids, pc.credit, pc.blocked FROM partner_customers pc
     JOIN customers c ON c.id = pc.customer_id WHERE c.tax_id = $1 ORDER BY pc.partner_id`,
    [taxId],
  );

describe('POST /customers/batch', () => {
  it('creates new customers, a company with an alphanumeric CNPJ and a person by CPF', async () => {
    expect(await results([COMPANY_ROW, PERSON_ROW])).toEqual([
      { index: 0, taxId: ALPHA_CNPJ, status: 'created' },
      { index: 1, taxId: PERSON_ROW.taxId, status: 'created' },
    ]);
    const [company] = await s.db.query('SELECT name, trade_name, email FROM customers WHERE tax_id = $1', [ALPHA_CNPJ]);
    expect(company).toEqual({ name: COMPANY_ROW.name, trade_name: COMPANY_ROW.tradeName, email: COMPANY_ROW.email });
    const addresses = await s.db.query('SELECT a.street, a.district, a.city, a.state, a.cep FROM customer_addresses a JOIN customers c ON c.id = a.customer_id WHERE c.tax_id = $1', [ALPHA_CNPJ]);
    expect(addresses).toEqual([{ street: 'Rua da Paz, 42 - Loja 1', district: 'Centro', city: 'Santos', state: 'SP', cep: '11010000' }]);
    expect(await terms(ALPHA_CNPJ)).toEqual([{ partner_id: 1, payment_plan_ids: [11, 12], credit: 150, blocked: false }]);
  });

  it('answers unchanged to the same batch sent again, and changes nothing', async () => {
    await results([COMPANY_ROW, PERSON_ROW]);
    const before = await s.db.query('SELECT count(*)::int AS n FROM customer_phones UNION ALL SELECT count(*)::int FROM customer_addresses');
    expect((await results([COMPANY_ROW, PERSON_ROW])).map((row) => row.status)).toEqual(['unchanged', 'unchanged']);
    expect(await s.db.query('SELECT count(*)::int AS n FROM customer_phones UNION ALL SELECT count(*)::int FROM customer_addresses')).toEqual(before);
  });

  it('answers updated when the terms or the record change', async () => {
    await results([COMPANY_ROW]);
    expect(await results([{ ...COMPANY_ROW, credit: 80, blocked: true }])).toEqual([{ index: 0, taxId: ALPHA_CNPJ, status: 'updated' }]);
    expect(await terms(ALPHA_CNPJ)).toEqual([{ partner_id: 1, payment_plan_ids: [11, 12], credit: 80, blocked: true }]);
    expect((await results([{ ...COMPANY_ROW, credit: 80, blocked: true, tradeName: 'NOVO HORIZONTE' }]))[0].status).toBe('updated');
  });

  it('leaves the trade name and e-mail of a row that leaves them out', async () => {
    await results([COMPANY_ROW]);
    expect((await results([{ taxId: COMPANY_ROW.taxId, name: COMPANY_ROW.name, paymentPlanIds: [11, 12], credit: 150 }]))[0].status).toBe('unchanged');
    const [record] = await s.db.query('SELECT trade_name, email FROM customers WHERE tax_id = $1', [ALPHA_CNPJ]);
    expect(record).toEqual({ trade_name: COMPANY_ROW.tradeName, email: COMPANY_ROW.email });
  });

  it('answers a wrong row with what is wrong and still stores the good rows next to it', async () => {
    const answer = await results([PERSON_ROW, { ...COMPANY_ROW, taxId: '12ABC34501DE36' }, { taxId: cpf('987654320'), name: '' }]);
    expect(answer).toEqual([
      { index: 0, taxId: PERSON_ROW.taxId, status: 'created' },
      { index: 1, taxId: '12ABC34501DE36', status: 'error', message: 'CPF ou CNPJ inválido.' },
      { index: 2, taxId: cpf('987654320'), status: 'error', message: 'Informe a razão social ou o nome.' },
    ]);
    expect(await s.db.query('SELECT 1 FROM customers WHERE tax_id = $1', [PERSON_ROW.taxId])).toHaveLength(1);
  });

  it('refuses an address by the app\'s delivery address rules', async () => {
    const [row] = await results([{ ...PERSON_ROW, addresses: [{ ...COMPANY_ROW.addresses[0], cep: '1101' }] }]);
    expect(row).toMatchObject({ status: 'error', message: 'CEP inválido: informe os 8 números.' });
  });

  it('answers error to the later rows of a tax id repeated in the batch', async () => {
    const answer = await results([PERSON_ROW, { ...PERSON_ROW, name: 'Outra Pessoa' }]);
    expect(answer.map((row) => row.status)).toEqual(['created', 'error']);
    expect(answer[1].message).toBe('CPF ou CNPJ repetido neste lote: só a primeira linha vale.');
    expect(await s.db.query('SELECT name FROM customers WHERE tax_id = $1', [PERSON_ROW.taxId])).toEqual([{ name: 'Paula Moreira' }]);
  });

  it('refuses a payment plan of another partner', async () => {
    const [row] = await results([{ ...PERSON_ROW, paymentPlanIds: [21] }]);
    expect(row).toMatchObject({ status: 'error', message: 'Plano de pagamento 21 não existe para este parceiro.' });
    expect(await terms(PERSON_ROW.taxId)).toEqual([]);
  });

  it('answers 413 in Portuguese to 1,001 rows and stores none', async () => {
    const res = await batch(Array.from({ length: 1001 }, (_, i) => ({ ...PERSON_ROW, taxId: cpf(String(100000000 + i)) })));
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe('Envie até 1000 clientes por requisição.');
    expect(await s.db.query('SELECT 1 FROM customers WHERE tax_id = $1', [cpf('100000000')])).toEqual([]);
  });

  it('takes 1,000 rows in one request', async () => {
    const answer = await results(Array.from({ length: 1000 }, (_, i) => ({ ...PERSON_ROW, taxId: cpf(String(100000000 + i)) })));
    expect(answer.filter((row) => row.status === 'created')).toHaveLength(1000);
  });

  it('answers 400 in Portuguese to bad JSON and to a body without a list of customers', async () => {
    const bad = await integration(s.app, 'POST', '/customers/batch', { token: PARTNER_1_TOKEN, body: '{"customers": [' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('Corpo da requisição inválido.');
    const noList = await batch({ taxId: PERSON_ROW.taxId });
    expect(noList.status).toBe(400);
    expect((await noList.json()).message).toBe('Informe os clientes em "customers", uma lista.');
  });

  it('answers every hostile row with error and a message, never a 5xx', async () => {
    const hostile = [
      null, 'x', 123, [], {}, { taxId: 52998224725, name: 'A' }, { taxId: PERSON_ROW.taxId.repeat(100), name: 'A' },
      { ...PERSON_ROW, taxId: cpf('111111110'), name: '🙂'.repeat(200) }, { ...PERSON_ROW, taxId: cpf('222222220'), credit: -1 },
      { ...PERSON_ROW, taxId: cpf('333333330'), credit: 1e308 }, { ...PERSON_ROW, taxId: cpf('444444440'), paymentPlanIds: [1e20, 'um'] },
      { ...PERSON_ROW, taxId: cpf('555555550'), whatsappNumbers: ['123', { $gt: 0 }] }, { ...PERSON_ROW, taxId: cpf('666666660'), addresses: [{}] },
      { ...PERSON_ROW, taxId: cpf('777777770'), email: 'sem-arroba' }, { ...PERSON_ROW, taxId: cpf('888888880'), blocked: 'sim' },
    ];
    const answer = await results(hostile);
    expect(answer.map((row) => row.status)).toEqual(hostile.map(() => 'error'));
    expect(answer.every((row) => typeof row.message === 'string' && row.message.length > 0)).toBe(true);
  });

  it('answers 403 to a token without the customers scope', async () => {
    const created = await (await operator(s.app, 'POST', '/partners/1/tokens', { name: 'Pedidos', scopes: ['orders'] })).json();
    const res = await batch([PERSON_ROW], created.token);
    expect(res.status).toBe(403);
    expect(await s.db.query('SELECT 1 FROM customers WHERE tax_id = $1', [PERSON_ROW.taxId])).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const res = await integration(s.app, 'POST', '/customers/batch', { body: { customers: [PERSON_ROW] } });
    expect(res.status).toBe(401);
  });
});

describe('a customer served by two partners', () => {
  it('lets partner 2 serve partner 1\'s customer on its own terms without changing partner 1\'s', async () => {
    await results([COMPANY_ROW]);
    const second = { ...COMPANY_ROW, name: 'Outro Nome Ltda', email: 'outro@example.com', paymentPlanIds: [22], credit: 0, blocked: true };
    expect(await results([second], PARTNER_2_TOKEN)).toEqual([{ index: 0, taxId: ALPHA_CNPJ, status: 'created' }]);
    expect(await terms(ALPHA_CNPJ)).toEqual([
      { partner_id: 1, payment_plan_ids: [11, 12], credit: 150, blocked: false },
      { partner_id: 2, payment_plan_ids: [22], credit: 0, blocked: true },
    ]);
    const [record] = await s.db.query('SELECT name, email FROM customers WHERE tax_id = $1', [ALPHA_CNPJ]);
    expect(record).toEqual({ name: COMPANY_ROW.name, email: COMPANY_ROW.email });
  });

  it('lets a second partner fill only the record\'s empty fields', async () => {
    await results([{ ...PERSON_ROW }]);
    await results([{ ...PERSON_ROW, name: 'Outro Nome', email: 'paula@example.com' }], PARTNER_2_TOKEN);
    const [record] = await s.db.query('SELECT name, email FROM customers WHERE tax_id = $1', [PERSON_ROW.taxId]);
    expect(record).toEqual({ name: 'Paula Moreira', email: 'paula@example.com' });
  });
});

describe('the partner\'s terms in the app', () => {
  it('offers at checkout only the payment plans the partner\'s terms list', async () => {
    await results([{ taxId: COMPANY.username, name: 'Mercadinho Bom Preço', paymentPlanIds: [12, 13] }]);
    const token = await login(s.app, COMPANY);
    const cart = await fillCart(s.app, token, 1);
    const res = await call(s.app, 'GET', `/v2/checkout/${cart.id}/conditions`, { token });
    expect((await res.json()).paymentPlans.map((plan: { id: number }) => plan.id)).toEqual([12, 13]);
  });
});

describe('signup after a batch', () => {
  it('finds a customer made by the batch at once and offers its WhatsApp number', async () => {
    await results([COMPANY_ROW]);
    const res = await lookup(s.app, COMPANY_ROW.taxId);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ tradeName: 'ARMAZEM NOVO HORIZONTE', partnerId: 1, cnpj: ALPHA_CNPJ, finishRegister: false });
    expect(body.phoneNumbers).toEqual([{ phoneNumberId: expect.any(Number), phoneNumber: '(11) 9****-6655' }]);
    expect((await lookup(s.app, COMPANY_ROW.taxId, 2)).status).toBe(404);
  });

  it('lets a customer made by the batch finish signup on its WhatsApp number and sign in', async () => {
    await results([COMPANY_ROW]);
    const { customerId } = await (await lookup(s.app, ALPHA_CNPJ)).json();
    await activate(s.app, { customerId, taxId: ALPHA_CNPJ, phones: ['11988776655'] });
    const [message] = await inbox(s.app, '11988776655');
    const code = message.text.match(/Código de acesso: (\d{6})/)![1];
    expect(await login(s.app, { username: ALPHA_CNPJ, code })).toEqual(expect.any(String));
  });
});

describe.runIf(process.env.DATABASE_URL)('concurrent batches (PostgreSQL)', () => {
  it('makes each customer once when two batches on the same customers run at the same time', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => ({ ...PERSON_ROW, taxId: cpf(String(200000000 + i)) }));
    const answers = await Promise.all([batch(rows), batch([...rows].reverse()), batch(rows, PARTNER_2_TOKEN)]);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    const statuses = await Promise.all(answers.map(async (res) => ((await res.json()).results as { status: string }[]).map((row) => row.status)));
    expect(statuses[0].map((status, i) => [status, statuses[1][29 - i]].sort())).toEqual(rows.map(() => ['created', 'unchanged']));
    expect(statuses[2].every((status) => status === 'created')).toBe(true);
    const [{ n }] = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM customers WHERE tax_id = ANY($1::text[])', [rows.map((row) => row.taxId)]);
    expect(n).toBe(30);
    const [{ p }] = await s.db.query<{ p: number }>('SELECT count(*)::int AS p FROM customer_phones ph JOIN customers c ON c.id = ph.customer_id WHERE c.tax_id = ANY($1::text[])', [rows.map((row) => row.taxId)]);
    expect(p).toBe(30);
  });
});
