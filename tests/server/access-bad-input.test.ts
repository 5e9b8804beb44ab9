// The access area's endpoints (checklist L-, S-, P- rows; devices and guests) with bad input field by field: a valid
// body with one field of the wrong type, empty, too long or missing; odd query values and path segments (malformed
// percent-encoding too). Every answer is a 4xx with a Portuguese `message`, never a 5xx. fuzz.test.ts throws generic
// hostile bodies at every route; this one mutates each real field of these.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { answerProblems, call, COMPANY, login, useServer } from './helpers';

const s = useServer();

const BAD_VALUES: unknown[] = [null, 0, -1, 1.5, 1e308, 2e9 + 1, true, [], ['a'], {}, '', ' ', 'abc', '١٢٣٤٥٦', '\u0000', 'x'.repeat(100_000)];
const BAD_QUERY_VALUES = ['', '%00', 'abc', '-1', '1e3', '99999999999999999999', '%', '%ZZ', '%E0%A4%A', '%C0%AF', 'x'.repeat(20_000)];
const BAD_SEGMENTS = ['%', '%ZZ', '%E0%A4%A', '%C0%AF', '%2F', '0', '-1', 'abc', '9'.repeat(5000)];
const SECRET = 'abcdefabcdefabcdefabcdef';

interface Endpoint {
  method: string;
  path: string;
  body?: Record<string, unknown>;
  query?: string[];
  signedIn?: boolean;
}

const ENDPOINTS: Endpoint[] = [
  { method: 'POST', path: '/authentication', body: { username: COMPANY.username, password: '000000', keepConnected: true } },
  { method: 'GET', path: '/authentication/keepconnected' },
  { method: 'POST', path: '/authentication/keepconnected', body: { keepConnectedId: SECRET } },
  { method: 'DELETE', path: '/authentication/keepconnected', query: ['keepConnectedId'] },
  { method: 'POST', path: '/authentication/unique-access', query: ['uniqueLoginAccessId', 'uniqueAccessId'] },
  { method: 'GET', path: '/user/signup/cnpj/27183456000190', query: ['partnerId', 'trackid'] },
  { method: 'GET', path: '/customer/cnpj/48392017000168' },
  {
    method: 'POST',
    path: '/user/signup/confirm-number',
    body: { customerId: 101, partnerId: 1, username: '27183456000190', phoneNumberId: 1, customerContact: 'Ana', trackid: 'hub' },
  },
  { method: 'POST', path: '/user/signup/activate', body: { token: SECRET } },
  { method: 'POST', path: '/user/signup/change-number', body: { customerId: 101, phoneNumberId: 1, newNumber: '11999998888' } },
  { method: 'POST', path: '/user/signup/change-number/confirm', body: { token: SECRET, partnerId: 1 } },
  { method: 'POST', path: '/user/signup/contact', body: { customerId: 101, partnerId: 1, customerContact: 'Ana', phone: '11999998888' } },
  { method: 'POST', path: '/user/signup/email/v2/101', query: ['partnerId'] },
  { method: 'POST', path: '/user/signup/email/confirm/101', body: { token: SECRET }, query: ['partnerId'] },
  { method: 'GET', path: '/authentication/password-redefinition/code', query: ['username'] },
  { method: 'POST', path: '/authentication/password-redefinition/send-code', body: { method: 'whatsapp', identifier: 'phone-1', username: 'esqueci.codigo' } },
  { method: 'POST', path: '/authentication/password-redefinition/validate-code', body: { code: '123456', userName: 'esqueci.codigo' } },
  { method: 'POST', path: '/authentication/forgot/reset', body: { password: 'abcdefgh12', passwordConfirmation: 'abcdefgh12', token: SECRET } },
  { method: 'POST', path: '/user/signup/change-access-code', body: { definitiveAccessCode: '580317', currentAccessCode: '482915' }, signedIn: true },
  { method: 'POST', path: '/user/guest', body: { name: 'Ana', phone: '11999998888' }, signedIn: true },
  { method: 'POST', path: '/user/guest/block/1', signedIn: true },
  { method: 'POST', path: '/user/guest/unblock/1', signedIn: true },
  { method: 'DELETE', path: '/user/guest/1', signedIn: true },
  { method: 'DELETE', path: '/user/1', signedIn: true },
];

interface Variant {
  label: string;
  path: string;
  body?: unknown;
}

function variants({ path, body, query = [] }: Endpoint): Variant[] {
  const list: Variant[] = [];
  for (const field of Object.keys(body ?? {})) {
    for (const value of BAD_VALUES) list.push({ label: `${field}=${JSON.stringify(value).slice(0, 30)}`, path, body: { ...body, [field]: value } });
    const rest = { ...body };
    delete rest[field];
    list.push({ label: `without ${field}`, path, body: rest });
  }
  for (const key of query) {
    for (const value of BAD_QUERY_VALUES) list.push({ label: `?${key}=${value.slice(0, 20)}`, path: `${path}?${key}=${value}`, body });
    list.push({ label: `?${key} twice`, path: `${path}?${key}=abc&${key}=1`, body });
  }
  for (const segment of BAD_SEGMENTS) list.push({ label: `last segment ${segment.slice(0, 20)}`, path: path.replace(/\/[^/]+$/, `/${segment}`), body });
  return list;
}

describe('the access area with bad input', () => {
  it('answers every field, query value and path segment gone wrong with a Portuguese 4xx', async () => {
    const problems: string[] = [];
    for (const endpoint of ENDPOINTS) {
      const signedInDevice = randomUUID();
      const token = endpoint.signedIn ? await login(s.app, COMPANY, signedInDevice) : undefined;
      for (const variant of variants(endpoint)) {
        // Public calls from a fresh device each: the lookup throttle does not answer in place of the input check.
        const deviceId = endpoint.signedIn ? signedInDevice : randomUUID();
        const response = await call(s.app, endpoint.method, variant.path, { token, deviceId, partner: 1, body: variant.body });
        problems.push(...(await answerProblems(response, `${endpoint.method} ${endpoint.path} ${variant.label}`)));
      }
    }
    expect(problems).toEqual([]);
  }, 240_000);

  it('answers bodies that are not a JSON object with a Portuguese 4xx', async () => {
    const bodies: [string, string][] = [
      ['text/plain', 'oi'], ['application/json', '{"a":'], ['application/json', '[]'], ['application/json', '"s"'], ['application/json', 'null'],
      ['application/x-www-form-urlencoded', 'username=1'], ['application/json', JSON.stringify({ a: 'x'.repeat(3_000_000) })],
    ];
    const problems: string[] = [];
    for (const endpoint of ENDPOINTS.filter(({ method }) => method === 'POST')) {
      for (const [type, body] of bodies) {
        const response = await s.app.request(`/api/ecommerce${endpoint.path}`, {
          method: 'POST', headers: { 'Content-Type': type, deviceId: randomUUID(), partner: '1' }, body,
        });
        problems.push(...(await answerProblems(response, `${endpoint.method} ${endpoint.path} ${type} ${body.slice(0, 10)}`)));
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
