import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../deps';
import { appendReplayBatch } from '../db/queries/session-replays';
import { parse, readJson } from '../http/errors';
import { requireAuth } from '../http/guards';

const INVALID_BATCH = 'Lote de gravação de sessão inválido.';
/** A session is one tab's run of the app: its batches are few hundred at most. */
const MAX_REPLAY_SEQ = 5000;
const MAX_REPLAY_EVENTS = 1000;

// rrweb's event: its type (0–6 today, a little room for new ones), when, and its data, stored as sent.
const eventSchema = z.object(
  {
    type: z.number({ error: INVALID_BATCH }).int(INVALID_BATCH).min(0, INVALID_BATCH).max(20, INVALID_BATCH),
    timestamp: z.number({ error: INVALID_BATCH }).int(INVALID_BATCH).nonnegative(INVALID_BATCH),
    data: z.record(z.string(), z.unknown(), { error: INVALID_BATCH }),
  },
  { error: INVALID_BATCH },
);

const batchSchema = z.object(
  {
    sessionId: z.string({ error: 'Sessão de gravação não informada.' }).regex(/^[A-Za-z0-9-]{8,64}$/, 'Sessão de gravação inválida.'),
    seq: z.number({ error: INVALID_BATCH }).int(INVALID_BATCH).min(0, INVALID_BATCH).max(MAX_REPLAY_SEQ, 'Esta sessão já enviou o máximo de gravações.'),
    events: z.array(eventSchema, { error: INVALID_BATCH }).min(1, 'O lote não tem eventos.').max(MAX_REPLAY_EVENTS, 'O lote tem eventos demais.'),
  },
  { error: 'Corpo da requisição inválido.' },
);

/**
 * Session replay (docs/decisions/0130-session-replay.md): a batch of the signed-in user's recorded events, added to that
 * user's own session. The body may be larger than elsewhere (http/input-guards.ts): a batch can hold a page's DOM.
 */
export function sessionReplayRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  return new Hono<AppEnv>().post('/session-replays', requireAuth(deps), async (c) => {
    const { sessionId, seq, events } = parse(batchSchema, await readJson(c));
    const { userId, customerId, deviceId } = c.get('auth');
    await appendReplayBatch(db, { userId, customerId, deviceId }, { sessionKey: sessionId, seq, events }, clock.now());
    return c.body(null, 204);
  });
}
