import { Hono } from 'hono';
import { z } from 'zod';
import type { GuestUser } from '../../../src/domain/entities/guest-user';
import { phoneDigits } from '../../../src/domain/phone';
import type { AppDeps, AppEnv } from '../deps';
import * as guests from '../db/queries/guests';
import { newAccessCode } from '../domain/access-code';
import { guestUsername, INVITATION_WINDOW_MS, INVITATIONS_PER_WINDOW, invitationText } from '../domain/guest-invitation';
import { hashCode } from '../domain/secrets';
import { fail, parse } from '../http/errors';
import { requireAuth, requireHolder } from '../http/guards';
import { idempotent } from '../http/idempotency';
import { pathId } from '../http/path-id';
import { sendMessage } from '../messaging/send-message';

export const GUEST_MESSAGES = {
  holderOnly: 'Somente o titular da conta pode gerenciar usuários convidados.',
  notFound: 'Usuário convidado não encontrado.',
  bothMissing: 'Informe o nome e o telefone do usuário que você deseja convidar.',
  required: 'Os campos nome e telefone são obrigatórios',
  nameTooLong: 'O nome deve ter no máximo 60 caracteres.',
  invalidPhone: 'Telefone inválido. Informe o DDD e o número.',
  samePhone: 'Já existe um usuário convidado com este telefone.',
  tooMany: 'Muitos convites enviados em pouco tempo. Tente novamente mais tarde.',
} as const;

const NAME_LIMIT = 60;

const inviteSchema = z
  .object({ name: z.string().trim().default(''), phone: z.string().trim().default('') })
  .superRefine(({ name, phone }, ctx) => {
    if (!name && !phone) ctx.addIssue({ code: 'custom', message: GUEST_MESSAGES.bothMissing });
    else if (!name || !phone) ctx.addIssue({ code: 'custom', message: GUEST_MESSAGES.required });
    else if (name.length > NAME_LIMIT) ctx.addIssue({ code: 'custom', message: GUEST_MESSAGES.nameTooLong });
    else if (!phoneDigits(phone)) ctx.addIssue({ code: 'custom', message: GUEST_MESSAGES.invalidPhone });
  });

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function guestView(row: guests.GuestRow): GuestUser {
  return { id: row.id, name: row.full_name, phone: row.phone, active: row.active, lastAccessed: iso(row.last_accessed_at) };
}

/**
 * Guest users of the customer [access §2.12, §4.8, §7.3]: only the account holder manages them
 * (docs/decisions/0087-guest-users-who-they-are-what-they-may-do-how-they-sign-in.md). An invitation creates the guest with a TEMPORARY access code and sends it by WhatsApp.
 */
export function guestRoutes(deps: AppDeps) {
  const { db, clock, config } = deps;
  const guard = [requireAuth(deps), requireHolder(GUEST_MESSAGES.holderOnly)] as const;

  /** Runs `change` on the customer's guest named in the path, locked; another customer's id is a 404. */
  async function withGuest(customerId: number, idText: string, change: (tx: typeof db, guestId: number) => Promise<void>) {
    const guestId = pathId(idText, GUEST_MESSAGES.notFound);
    await db.transaction(async (tx) => {
      if (!(await guests.lockGuest(tx, customerId, guestId))) fail(404, GUEST_MESSAGES.notFound);
      await change(tx, guestId);
    });
  }

  return new Hono<AppEnv>()
    .get('/user/guest', ...guard, async (c) => {
      const rows = await guests.listGuests(db, c.get('auth').customerId);
      return c.json(rows.map(guestView));
    })
    // The app's retries carry the same Idempotency-Key: one guest, one message.
    .post('/user/guest', ...guard, idempotent(deps), async (c) => {
      const { customerId, name: holderName } = c.get('auth');
      const input = parse(inviteSchema, { name: c.req.query('name'), phone: c.req.query('phone') });
      const phone = phoneDigits(input.phone)!;
      const code = newAccessCode();
      const codeHash = await hashCode(code); // slow: before the transaction holds the customer's lock
      const now = clock.now();
      const created = await db.transaction(async (tx) => {
        await guests.lockCustomer(tx, customerId);
        if ((await guests.countInvitationsSince(tx, customerId, new Date(now.getTime() - INVITATION_WINDOW_MS))) >= INVITATIONS_PER_WINDOW) {
          fail(429, GUEST_MESSAGES.tooMany);
        }
        if (await guests.hasGuestWithPhone(tx, customerId, phone)) fail(409, GUEST_MESSAGES.samePhone);
        let username: string;
        let id: number | undefined;
        do {
          username = guestUsername();
          id = await guests.insertGuest(tx, { customerId, username, fullName: input.name, phone, codeHash });
        } while (id === undefined);
        await guests.recordInvitation(tx, customerId, now);
        const loginUrl = `${config.publicOrigin}/login`;
        const text = invitationText({ guestName: input.name, holderName, username, code, loginUrl });
        await sendMessage(tx, { recipient: phone, channel: 'whatsapp', text }, now);
        return { id, username };
      });
      const answer: GuestUser & { username: string } = {
        id: created.id, name: input.name, phone, active: true, lastAccessed: null, username: created.username,
      };
      return c.json(answer, 201);
    })
    .post('/user/guest/block/:id', ...guard, async (c) => {
      await withGuest(c.get('auth').customerId, c.req.param('id'), (tx, id) => guests.setGuestActive(tx, id, false, clock.now()));
      return c.body(null, 204);
    })
    .post('/user/guest/unblock/:id', ...guard, async (c) => {
      await withGuest(c.get('auth').customerId, c.req.param('id'), (tx, id) => guests.setGuestActive(tx, id, true, clock.now()));
      return c.body(null, 204);
    })
    .delete('/user/guest/:id', ...guard, async (c) => {
      await withGuest(c.get('auth').customerId, c.req.param('id'), (tx, id) => guests.deleteGuest(tx, id));
      return c.body(null, 204);
    });
}
