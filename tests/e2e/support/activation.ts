// An activation link for a signup customer (server/src/seed/signup.ts), asked of the API as the phone-choice screen
// asks it, and read from the development inbox.
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { awaitMessage } from './inbox';

const API = '/api/ecommerce';

export interface SignupPerson {
  taxId: string;
  phone: string;
}

/** The path and query of the activation link the inbox received for `person` (one phone, preselected). */
export async function requestActivationLink(request: APIRequestContext, person: SignupPerson): Promise<string> {
  const headers = { deviceId: randomUUID(), partner: '1' };
  const lookup = await request.get(`${API}/user/signup/cnpj/${person.taxId}`, { headers });
  expect(lookup.status(), await lookup.text()).toBe(200);
  const { customerId, phoneNumberId } = (await lookup.json()) as { customerId: number; phoneNumberId: number };
  const confirm = await request.post(`${API}/user/signup/confirm-number`, {
    headers,
    data: { customerId, partnerId: 1, username: person.taxId, phoneNumberId, customerContact: '' },
  });
  expect(confirm.status(), await confirm.text()).toBe(200);
  const [link] = await awaitMessage(request, person.phone, /http\S+\/ativacao\/ativar-usuario\?token=\S+/);
  return new URL(link).pathname + new URL(link).search;
}
