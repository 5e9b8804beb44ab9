import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../deps';
import { listMessages } from '../db/queries/messages';
import { parse } from '../http/errors';
import { INBOX_SCRIPT, inboxPage } from './dev-inbox-page';

const querySchema = z.object({
  recipient: z.string().trim().min(1).max(200).optional(),
  limit: z.coerce.number({ error: 'Limite inválido.' }).int('Limite inválido.').min(1, 'Limite inválido.').max(200, 'Limite inválido.').default(50),
});

/** The development inbox: every message sent by WhatsApp, SMS or e-mail, with its delivery state. Mounted only with DEV_ROUTES=1. */
export function devInboxRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/dev/messages', async (c) => {
      const query = parse(querySchema, c.req.query());
      return c.json(await listMessages(db, query));
    })
    .get('/dev/inbox', async (c) => {
      const query = parse(querySchema, c.req.query());
      return c.html(inboxPage(await listMessages(db, query)));
    })
    .get('/dev/inbox.js', (c) => c.body(INBOX_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' }));
}
