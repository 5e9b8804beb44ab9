import type { Context, MiddlewareHandler } from 'hono';
import { releaseKey, reserveKey, saveAnswer, storedAnswer, type StoredAnswer } from '../db/queries/idempotency';
import type { AppDeps, AppEnv } from '../deps';
import { fail } from './errors';

const IN_PROGRESS = 'Esta operação ainda está em andamento. Tente novamente em instantes.';

/**
 * A creating POST sent again with the same Idempotency-Key (per user) gets the first answer back
 * instead of a second effect. The key is reserved before the handler runs so concurrent retries
 * cannot both perform it; a failed (5xx or thrown) attempt frees the key for the next retry.
 * Mount after requireAuth.
 */
export function idempotent({ db, clock }: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header('Idempotency-Key')?.trim();
    if (!key || c.req.method !== 'POST') return next();
    if (key.length > 200) fail(400, 'Idempotency-Key inválida.');
    const userId = c.get('auth').userId;
    if (!(await reserveKey(db, userId, key, c.req.path, clock.now()))) return replay(c, await storedAnswer(db, userId, key));
    try {
      await next();
    } catch (error) {
      await releaseKey(db, userId, key);
      throw error;
    }
    if (c.res.status >= 500) return releaseKey(db, userId, key);
    await saveAnswer(db, userId, key, { status: c.res.status, content_type: c.res.headers.get('Content-Type'), body: await c.res.clone().text() });
  };
}

/** `answer` is missing when the attempt that held the key failed and freed it meanwhile: the caller may retry. */
function replay(c: Context<AppEnv>, answer: StoredAnswer | undefined) {
  if (!answer) fail(409, IN_PROGRESS);
  if (answer.path !== c.req.path) fail(422, 'Esta Idempotency-Key já foi usada em outra operação.');
  if (answer.status === 0) fail(409, IN_PROGRESS);
  const headers: Record<string, string> = { 'Idempotent-Replayed': 'true' };
  if (answer.content_type) headers['Content-Type'] = answer.content_type;
  if (answer.status === 204) return c.body(null, 204, headers);
  return c.body(answer.body ?? '', answer.status as 200, headers);
}
