import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../deps';
import { sha256 } from '../domain/secrets';
import { INTEGRATION_MESSAGES } from './integration-messages';
import { bearerToken, refuseWrongCredential } from './partner-token-guard';

/** Equal digests compared in constant time: neither the secret's length nor where a guess differs shows in the timing. */
function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(Buffer.from(sha256(given)), Buffer.from(sha256(expected)));
}

/** The operator's routes (the partner-token command): `Authorization: Bearer <OPERATOR_SECRET>`, or 401 (throttled as wrong tokens are). */
export function requireOperator(deps: AppDeps, secret: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const given = bearerToken(c);
    if (!given || !sameSecret(given, secret)) return refuseWrongCredential(c, deps, INTEGRATION_MESSAGES.wrongOperatorSecret);
    await next();
  };
}
