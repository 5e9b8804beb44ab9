import { Hono } from 'hono';
import { z } from 'zod';
import { loginUsername } from '../../../src/domain/tax-id';
import type { MessageAnswer, PasswordRedefinitionContact, ValidateCodeAnswer } from '../../../src/domain/entities/account';
import type { AppDeps, AppEnv } from '../deps';
import * as recovery from '../db/queries/recovery';
import { findUserById, findUserByUsername, setPassword, type UserRow } from '../db/queries/users';
import { newAccessCode } from '../domain/access-code';
import { endOtherAccess } from '../domain/credential-change';
import {
  PASSWORD_MAX, PASSWORD_MIN, RESET_CODE_MINUTES, RESET_CODE_TRIES, RESET_SENDS, RESET_SENDS_WINDOW_MINUTES, RESET_TOKEN_MINUTES,
  recoveryContacts, recoveryMessages as m, type RecoveryContact,
} from '../domain/recovery';
import { hashCode, newSecret, sha256, verifyCode } from '../domain/secrets';
import { deviceIdOf } from '../http/device';
import { fail, parse, readJson } from '../http/errors';
import { throttleLookups } from '../http/lookup-throttle';
import { sendMessage } from '../messaging/send-message';

const MINUTE = 60_000;
const username = z.string({ error: 'Informe o usuário.' }).trim().min(1, 'Informe o usuário.').max(100, 'Usuário inválido.');

const sendCodeSchema = z.object({
  method: z.enum(['whatsapp', 'sms', 'email'], { error: m.invalidContact }),
  identifier: z.string({ error: m.invalidContact }).max(40, m.invalidContact),
  username,
});

const validateCodeSchema = z.object({
  code: z.string({ error: m.codeFormat }).regex(/^\d{6}$/, m.codeFormat),
  userName: username,
});

const resetSchema = z.object({
  password: z.string({ error: m.passwordMin }).min(PASSWORD_MIN, m.passwordMin).max(PASSWORD_MAX, m.passwordMax),
  passwordConfirmation: z.string({ error: m.passwordsDiffer }),
  token: z.string({ error: m.tokenMissing }).trim().min(1, m.tokenMissing).max(200, m.tokenInvalid),
}).refine((body) => body.password === body.passwordConfirmation, m.passwordsDiffer);

async function findAccount(db: AppDeps['db'], name: string): Promise<UserRow | undefined> {
  return findUserByUsername(db, loginUsername(name).toLowerCase());
}

async function contactsOf(db: AppDeps['db'], user: UserRow | undefined): Promise<RecoveryContact[]> {
  if (!user) return [];
  const { phones, email } = await recovery.findRecoveryContacts(db, user.customer_id);
  return recoveryContacts(phones, email);
}

/**
 * The recovery flow of docs/decisions/0085-one-credential-model-access-code-temporary-or-definitive.md: contacts → reset
 * code → reset token → password.
 */
export function recoveryRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  return new Hono<AppEnv>()
    // An unknown username answers as a known one without contacts: an empty list.
    .get('/authentication/password-redefinition/code', throttleLookups(deps), async (c) => {
      const name = parse(username, c.req.query('username') ?? '');
      const contacts = await contactsOf(db, await findAccount(db, name));
      const answer: PasswordRedefinitionContact[] = contacts.map(({ method, identifier, value }) => ({ method, identifier, value }));
      return c.json(answer);
    })
    .post('/authentication/password-redefinition/send-code', async (c) => {
      const body = parse(sendCodeSchema, await readJson(c));
      const user = await findAccount(db, body.username);
      const contact = (await contactsOf(db, user)).find((x) => x.method === body.method && x.identifier === body.identifier);
      if (!user || !contact) fail(400, m.invalidContact);
      const now = clock.now();
      const code = newAccessCode();
      const codeHash = await hashCode(code);
      await db.transaction(async (tx) => {
        await recovery.lockUserRow(tx, user.id);
        const windowStart = new Date(now.getTime() - RESET_SENDS_WINDOW_MINUTES * MINUTE);
        const expiresAt = new Date(now.getTime() + RESET_CODE_MINUTES * MINUTE);
        if (!(await recovery.insertResetCode(tx, { userId: user.id, codeHash, now, expiresAt }, windowStart, RESET_SENDS))) {
          const oldest = (await recovery.oldestResetCodeSince(tx, user.id, windowStart)) ?? now;
          const wait = Math.max(1, Math.ceil((new Date(oldest).getTime() + RESET_SENDS_WINDOW_MINUTES * MINUTE - now.getTime()) / MINUTE));
          fail(429, m.tooManySends(wait));
        }
        await sendMessage(tx, { recipient: contact.recipient, channel: contact.method, text: m.codeText(code) }, now);
      });
      const answer: MessageAnswer = { message: m.sent(contact.method) };
      return c.json(answer);
    })
    .post('/authentication/password-redefinition/validate-code', async (c) => {
      const body = parse(validateCodeSchema, await readJson(c));
      const user = await findAccount(db, body.userName);
      if (!user) fail(400, m.noCode);
      const now = clock.now();
      const token = newSecret();
      // A wrong try is recorded (committed) before the 400 is answered.
      const outcome = await db.transaction(async (tx) => {
        await recovery.lockUserRow(tx, user.id);
        const row = await recovery.lockLatestResetCode(tx, user.id);
        if (!row || row.closed_at !== null || row.failed_tries >= RESET_CODE_TRIES || new Date(row.expires_at) <= now) return m.noCode;
        if (!(await verifyCode(body.code, row.code_hash))) {
          const left = RESET_CODE_TRIES - (await recovery.recordFailedTry(tx, row.id, RESET_CODE_TRIES, now));
          return left <= 0 ? m.outOfTries : m.wrongCode(left);
        }
        await recovery.closeResetCode(tx, row.id, now);
        await recovery.insertResetToken(tx, sha256(token), user.id, new Date(now.getTime() + RESET_TOKEN_MINUTES * MINUTE));
        return null;
      });
      if (outcome !== null) fail(400, outcome);
      const answer: ValidateCodeAnswer = { data: token, message: m.validated };
      return c.json(answer);
    })
    .post('/authentication/forgot/reset', async (c) => {
      const body = parse(resetSchema, await readJson(c));
      const now = clock.now();
      const passwordHash = await hashCode(body.password);
      await db.transaction(async (tx) => {
        const userId = await recovery.useResetToken(tx, sha256(body.token), now);
        const user = userId === undefined ? undefined : await findUserById(tx, userId);
        if (!user) fail(400, m.tokenInvalid);
        await recovery.lockUserRow(tx, user.id);
        await setPassword(tx, user.id, passwordHash);
        await endOtherAccess(tx, user, { sessionId: null, deviceId: deviceIdOf(c) }, now);
      });
      const answer: MessageAnswer = { message: m.updated };
      return c.json(answer);
    });
}
