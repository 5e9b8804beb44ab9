import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../deps';
import { fail } from './errors';

/** The largest request body the API reads; an order's observations are its biggest field. */
export const MAX_BODY_BYTES = 64 * 1024;

export const limitBody: MiddlewareHandler<AppEnv> = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => fail(413, 'A requisição é grande demais. Envie menos dados de uma vez.'),
});

const NUL_IN_URL = /%00|\0/i;
const NUL_IN_JSON = /\\u0000|\0/i;
const NUL_MESSAGE = 'A requisição contém um caractere inválido (NUL). Corrija o texto e tente de novo.';

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
  if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  c.header('Vary', 'Authorization, deviceId, partner', { append: true });
};
