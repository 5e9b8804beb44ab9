// Signup's demo customers (server/src/seed/signup.ts) and the steps the signup tests share.
import { expect } from 'vitest';
import { call, type TestResponse } from './helpers';

type App = Parameters<typeof call>[0];

export const NEW_COMPANY = { customerId: 101, taxId: '27183456000190', phones: ['11991234567', '1134567890'], email: 'compras@emporiodasflores.example' };
export const NEW_PERSON = { customerId: 102, taxId: '39053344705', phones: ['21991112233'] };

export async function inbox(app: App, recipient: string): Promise<{ channel: string; text: string }[]> {
  const res = await app.request(`/dev/messages?recipient=${encodeURIComponent(recipient)}`);
  return (await res.json()) as { channel: string; text: string }[];
}

/** The query value `name` of the newest link in a message to `recipient`. */
export async function linkParam(app: App, recipient: string, name: string): Promise<string> {
  const [message] = await inbox(app, recipient);
  const url = message?.text.match(/https?:\/\/\S+/)?.[0];
  const value = url ? new URL(url).searchParams.get(name) : null;
  if (!value) throw new Error(`no ${name} in the newest message to ${recipient}: ${message?.text}`);
  return value;
}

export async function lookup(app: App, document: string, partnerId = 1): Promise<TestResponse> {
  return call(app, 'GET', `/user/signup/cnpj/${encodeURIComponent(document)}?partnerId=${partnerId}&trackid=teste`, { partner: partnerId });
}

export async function phoneIds(app: App, document: string): Promise<number[]> {
  const res = await lookup(app, document);
  expect(res.status).toBe(200);
  return ((await res.json()).phoneNumbers as { phoneNumberId: number }[]).map((phone) => phone.phoneNumberId);
}

export async function confirmNumber(app: App, who: { customerId: number; taxId: string }, phoneNumberId: number): Promise<TestResponse> {
  return call(app, 'POST', '/user/signup/confirm-number', {
    partner: 1,
    body: { customerId: who.customerId, partnerId: 1, username: who.taxId, phoneNumberId, customerContact: 'Emporio das flores' },
  });
}

/** Confirms the customer's first number and opens the activation link: the user exists afterwards. */
export async function activate(app: App, who: { customerId: number; taxId: string; phones: string[] }): Promise<void> {
  const [phoneId] = await phoneIds(app, who.taxId);
  expect((await confirmNumber(app, who, phoneId)).status).toBe(200);
  const token = await linkParam(app, who.phones[0], 'token');
  expect((await call(app, 'POST', '/user/signup/activate', { body: { token } })).status).toBe(204);
}
