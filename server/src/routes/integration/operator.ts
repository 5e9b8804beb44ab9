import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../deps';
import { requireOperator } from '../../http/operator-guard';
import { operatorPartnerRoutes } from './operator-partners';
import { operatorTokenRoutes } from './operator-tokens';

/** The operator's routes, behind OPERATOR_SECRET: what the `npm run partner` and `npm run partner-token` commands call. */
export function operatorRoutes(deps: AppDeps, secret: string) {
  return new Hono<AppEnv>().use('*', requireOperator(deps, secret)).route('/', operatorPartnerRoutes(deps)).route('/', operatorTokenRoutes(deps));
}
