// The scheduled pruning (server/src/prune.ts): what can no longer be used goes, what is live stays.
import { beforeEach, describe, expect, it } from 'vitest';
import { listMessages } from '../../server/src/db/queries/messages';
import { pruneExpired } from '../../server/src/prune';
import { call, useServer } from './helpers';
import { activate, confirmNumber, linkParam, NEW_COMPANY, NEW_PERSON, phoneIds } from './signup-helpers';

const s = useServer();
const MINUTE = 60_000;
const FORGOT = { username: 'esqueci.codigo', phone: '11991234321' };
const PASSWORD = 'Nova senha forte 2026';

let userId: number;
let phoneId: number;
beforeEach(async () => {
  [{ id: userId }] = await s.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [FORGOT.username]);
  [{ id: phoneId }] = await s.db.query<{ id: number }>('SELECT id FROM customer_phones WHERE phone = $1', [FORGOT.phone]);
});

const prune = () => pruneExpired(s.db, s.clock.now());

async function confirmFirstNumber(who: typeof NEW_COMPANY | typeof NEW_PERSON): Promise<void> {
  const [phone] = await phoneIds(s.app, who.taxId);
  expect((await confirmNumber(s.app, who, phone)).status).toBe(200);
}

const sendCode = () =>
  call(s.app, 'POST', '/authentication/password-redefinition/send-code', {
    body: { method: 'whatsapp', identifier: `phone-${phoneId}`, username: FORGOT.username },
  });

async function sentCode(): Promise<string> {
  expect((await sendCode()).status).toBe(200);
  const [message] = await listMessages(s.db, { recipient: FORGOT.phone, limit: 1 });
  return message.text.match(/(\d{6})/)![1];
}

async function resetToken(): Promise<string> {
  const res = await call(s.app, 'POST', '/authentication/password-redefinition/validate-code', { body: { code: await sentCode(), userName: FORGOT.username } });
  expect(res.status).toBe(200);
  return (await res.json()).data;
}

const reset = (token: string) =>
  call(s.app, 'POST', '/authentication/forgot/reset', { body: { password: PASSWORD, passwordConfirmation: PASSWORD, token } });

async function linkCustomers(): Promise<number[]> {
  const rows = await s.db.query<{ customer_id: number }>('SELECT customer_id FROM signup_links ORDER BY id');
  return rows.map((row) => row.customer_id);
}

async function resetCodeCount(): Promise<number> {
  const [{ n }] = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM reset_codes WHERE user_id = $1', [userId]);
  return n;
}

async function resetTokenCount(): Promise<number> {
  const [{ n }] = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM reset_tokens WHERE user_id = $1', [userId]);
  return n;
}

describe('pruneExpired', () => {
  it('deletes an expired signup link and keeps a live one, which still works', async () => {
    await confirmFirstNumber(NEW_COMPANY);
    s.clock.advance(24 * 60 * MINUTE);
    await confirmFirstNumber(NEW_PERSON);
    await prune();
    expect(await linkCustomers()).toEqual([NEW_PERSON.customerId]);
    const token = await linkParam(s.app, NEW_PERSON.phones[0], 'token');
    expect((await call(s.app, 'POST', '/user/signup/activate', { body: { token } })).status).toBe(204);
  });

  it('deletes a used link and keeps the unique-access link it sent', async () => {
    await activate(s.app, NEW_PERSON);
    await prune();
    const rows = await s.db.query<{ purpose: string }>('SELECT purpose FROM signup_links');
    expect(rows.map((row) => row.purpose)).toEqual(['UNIQUE_ACCESS']);
  });

  it('deletes signup sends the throttle no longer counts and keeps recent ones', async () => {
    await confirmFirstNumber(NEW_COMPANY);
    s.clock.advance(15 * MINUTE);
    await confirmFirstNumber(NEW_PERSON);
    await prune();
    const rows = await s.db.query<{ recipient: string }>('SELECT recipient FROM signup_sends');
    expect(rows.map((row) => row.recipient)).toEqual([NEW_PERSON.phones[0]]);
  });

  it('deletes an expired reset code past the sends window and keeps the live one, which still validates', async () => {
    await sentCode();
    s.clock.advance(15 * MINUTE);
    const code = await sentCode();
    await prune();
    expect(await resetCodeCount()).toBe(1);
    const res = await call(s.app, 'POST', '/authentication/password-redefinition/validate-code', { body: { code, userName: FORGOT.username } });
    expect(res.status).toBe(200);
  });

  it('keeps closed reset codes of the sends window: they still count towards its limit', async () => {
    for (let i = 0; i < 3; i++) await sentCode();
    await prune();
    expect(await resetCodeCount()).toBe(3);
    expect((await sendCode()).status).toBe(429);
  });

  it('deletes an expired reset token and keeps a live one, which still resets', async () => {
    await resetToken();
    s.clock.advance(15 * MINUTE);
    const token = await resetToken();
    await prune();
    expect(await resetTokenCount()).toBe(1);
    expect((await reset(token)).status).toBe(200);
  });

  it('deletes a used reset token once its 15 minutes are over (until then it opens the access-code change)', async () => {
    expect((await reset(await resetToken())).status).toBe(200);
    await prune();
    expect(await resetTokenCount()).toBe(1);
    s.clock.advance(15 * MINUTE);
    await prune();
    expect(await resetTokenCount()).toBe(0);
  });
});
