import { describe, expect, it } from 'vitest';
import { loggableError } from '../../server/src/http/errors';
import { call, COMPANY, login, useServer } from './helpers';

const s = useServer();
const ENGLISH = /\b(expected|received|invalid input|required)\b/i;

describe('NUL characters are refused with a 400, never reach the database', () => {
  it.each([
    ['username', () => call(s.app, 'POST', '/authentication', { body: { username: 'a\u0000b', password: '482915', keepConnected: false } })],
    ['a path id', () => call(s.app, 'GET', '/purchase/product/1%00', { partner: 1 })],
    ['a query value', () => call(s.app, 'GET', '/purchase/search?filter=caf%00e', { partner: 1 })],
  ])('in %s', async (_where, send) => {
    const res = await send();
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/caractere inválido/);
  });

  it.each([
    ['observations', { observations: 'entregar\u0000cedo' }],
    ['coupon', { coupon: 'PROMO\u0000' }],
  ])('in the checkout %s', async (_field, change) => {
    const token = await login(s.app, COMPANY);
    const cart = await (await call(s.app, 'GET', '/v2/cart/1', { token })).json();
    const body = { paymentPlan: null, alternativeAddress: null, deliveryDate: null, purchaseOrder: '', observations: '', partnerId: 1, coupon: '', ...change };
    const res = await call(s.app, 'POST', `/v2/checkout/v2/${cart.id}`, { token, partner: 1, body });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/caractere inválido/);
  });
});

describe('a body of the wrong kind gets a Portuguese message', () => {
  it.each(['null', '[]', '"x"', '123', '{"username": 5}'])('%s', async (body) => {
    const res = await call(s.app, 'POST', '/authentication', { body });
    expect(res.status).toBe(400);
    const { message } = await res.json();
    expect(message).toEqual(expect.any(String));
    expect(message).not.toMatch(ENGLISH);
  });
});

it('refuses a body over the limit with 413 and a Portuguese message', async () => {
  const res = await call(s.app, 'POST', '/authentication', { body: JSON.stringify({ username: 'x'.repeat(10 * 1024 * 1024) }) });
  expect(res.status).toBe(413);
  expect((await res.json()).message).toMatch(/grande demais/);
});

it('refuses a body declared over the limit with 413 without reading it', async () => {
  const body = JSON.stringify({ username: 'x'.repeat(70 * 1024) });
  const res = await call(s.app, 'POST', '/authentication', { body, headers: { 'Content-Length': String(body.length) } });
  expect(res.status).toBe(413);
  expect((await res.json()).message).toMatch(/grande demais/);
});

describe('API answers are never stored by HTTP caches', () => {
  it('a login answer', async () => {
    const res = await call(s.app, 'POST', '/authentication', { body: { username: COMPANY.username, password: COMPANY.code, keepConnected: true } });
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it('a partner-scoped answer varies with the token, device and partner', async () => {
    const res = await call(s.app, 'GET', '/purchase/banners', { token: await login(s.app, COMPANY), partner: 1 });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('Vary')).toMatch(/Authorization.*deviceId.*partner/);
  });
});

describe('legal documents are looked up by their own names only', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])('%s → 404', async (name) => {
    const res = await s.app.request(`/media/legal/${name}`);
    expect(res.status).toBe(404);
  });
});

it('logs a database error by code and statement, never its parameters', () => {
  const error = Object.assign(new Error('invalid input syntax for type integer: "segredo"'), {
    code: '22P02',
    query: 'SELECT * FROM users\n  WHERE id = $1',
    params: ['segredo'],
  });
  const line = loggableError(error);
  expect(line).toBe('database error 22P02 in: SELECT * FROM users WHERE id = $1');
  expect(line).not.toContain('segredo');
});
