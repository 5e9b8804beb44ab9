import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../db/client';
import type { AppDeps, AppEnv } from '../deps';
import { fail } from './errors';

interface StoredAnswer {
  path: string;
  status: number;
  content_type: string | null;
  body: string | null;
}

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
    const reserved = await db.query(
      `INSERT INTO idempotency_keys (user_id, key, path, status, created_at) VALUES ($1, $2, $3, 0, $4)
       ON CONFLICT (user_id, key) DO NOTHING RETURNING key`,
      [userId, key, c.req.path, clock.now().toISOString()],
    );
    if (reserved.length === 0) return replay(c, await stored(db, userId, key));
    try {
      await next();
    } catch (error) {
      await release(db, userId, key);
      throw error;
    }
    if (c.res.status >= 500) return release(db, userId, key);
    await db.query(
      'UPDATE idempotency_keys SET status = $3, content_type = $4, body = $5 WHERE user_id = $1 AND key = $2',
      [userId, key, c.res.status, c.res.headers.get('Content-Type'), await c.res.clone().text()],
    );
  };
}

async function stored(db: Db, userId: number, key: string): Promise<StoredAnswer> {
  const [row] = await db.query<StoredAnswer>(
    'SELECT path, status, content_type, body FROM idempotency_keys WHERE user_id = $1 AND key = $2',
    [userId, key],
  );
  return row;
}

function replay(c: Context<AppEnv>, answer: StoredAnswer) {
  if (answer.path !== c.req.path) fail(422, 'Esta Idempotency-Key já foi usada em outra operação.');
  if (answer.status === 0) fail(409, 'Esta operação ainda está em andamento. Tente novamente em instantes.');
  const headers: Record<string, string> = { 'Idempotent-Replayed': 'true' };
  if (answer.content_type) headers['Content-Type'] = answer.content_type;
  if (answer.status === 204) return c.body(null, 204, headers);
  return c.body(answer.body ?? '', answer.status as 200, headers);
}

async function release(db: Db, userId: number, key: string): Promise<void> {
  await db.query('DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2', [userId, key]);
}
