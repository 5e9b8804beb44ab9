import type { Context } from 'hono';
import type { ServerConfig } from '../config';

/**
 * Where links sent by message point. PUBLIC_ORIGIN when set (production: a forged Host header must never choose where a
 * secret link goes); otherwise the origin the request came to (the demo and tests).
 */
export function publicOrigin(c: Context, config: ServerConfig): string {
  return config.publicOrigin ?? new URL(c.req.url).origin;
}
