import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../deps';
import { sameSecret } from '../domain/secrets';
import { INTEGRATION_MESSAGES } from './integration-messages';
import { bearerToken, refuseWrongCredential } from './partner-token-guard';

/** The operator's routes (the partner-token command): `Authorization: Bearer <OPERATOR_SECRET>`, or 401 (throttled as wrong tokens are). */
export function requireOperator(deps: AppDeps, secret: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const given = bearerToken(c);
    if (!given || !sameSecret(given, secret)) return refuseWrongCredential(c, deps, INTEGRATION_MESSAGES.wrongOperatorSecret);
    await next();
  };
}
