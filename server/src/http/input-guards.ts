import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../deps';
import { fail } from './errors';

/** The largest request body the API reads; an order's observations are its biggest field. */
export const MAX_BODY_BYTES = 64 * 1024;

/** A session replay batch (routes/session-replays.ts) can carry a whole page's serialized DOM. */
export const MAX_REPLAY_BODY_BYTES = 512 * 1024;

/** An integration batch (`…/batch`): up to 1,000 rows of a few hundred bytes each, with room to spare. */
export const MAX_BATCH_BODY_BYTES = 4 * 1024 * 1024;

export const TOO_LARGE = 'A requisição é grande demais. Envie menos dados de uma vez.';

/**
 * hono's bodyLimit with its two common cases answered from the headers alone: it asks every
 * request for `raw.body`, which makes @hono/node-server build a full web Request (an abort
 * signal, a stream over the socket) even for a GET, and then read the body through that stream.
 * A body without a declared length (chunked, or none) still goes through hono's counting reader.
 */
function limitBodyTo(maxBytes: number): MiddlewareHandler<AppEnv> {
  const streamedBodyLimit: MiddlewareHandler<AppEnv> = bodyLimit({ maxSize: maxBytes, onError: () => fail(413, TOO_LARGE) });
  return async (c, next) => {
    const { method } = c.req;
    if (method === 'GET' || method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      if (parseInt(length || '0', 10) > maxBytes) fail(413, TOO_LARGE);
      return next();
    }
    return streamedBodyLimit(c, next);
  };
}

const defaultLimit = limitBodyTo(MAX_BODY_BYTES);
const replayLimit = limitBodyTo(MAX_REPLAY_BODY_BYTES);
const batchLimit = limitBodyTo(MAX_BATCH_BODY_BYTES);

function limitFor(method: string, path: string): MiddlewareHandler<AppEnv> {
  if (method !== 'POST') return defaultLimit;
  if (path.endsWith('/session-replays')) return replayLimit;
  return path.startsWith('/api/integration/') && path.endsWith('/batch') ? batchLimit : defaultLimit;
}

/** MAX_BODY_BYTES for every route but the session replay and integration batches. */
export const limitBody: MiddlewareHandler<AppEnv> = (c, next) => limitFor(c.req.method, c.req.path)(c, next);

const NUL_IN_URL = /%00|\0/i;
const NUL_IN_JSON = /\\u0000|\0/i;
export const NUL_MESSAGE = 'A requisição contém um caractere inválido (NUL). Corrija o texto e tente de novo.';

/** PostgreSQL cannot store a NUL in text: refuse it at the edge instead of failing in a query. */
export const rejectNul: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (NUL_IN_URL.test(c.req.url)) fail(400, NUL_MESSAGE);
  for (const value of Object.values(c.req.header())) if (value.includes('\0')) fail(400, NUL_MESSAGE);
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && NUL_IN_JSON.test(await c.req.text())) fail(400, NUL_MESSAGE);
  await next();
};

/**
 * API answers hold tokens, saved-user secrets, orders and PDFs: no shared or browser HTTP
 * cache may keep them (the service worker keeps its own, per user). They depend on these headers.
 */
export const noStore: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  // On the answer's own headers: c.header() after the handler rebuilds the answer from its body,
  // which turns @hono/node-server's string answer into a stream (a tenth of a cart request's CPU).
  const { headers } = c.res;
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
  headers.append('Vary', 'Authorization, deviceId, partner');
};
