import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../deps';
import { requireOperator } from '../../http/operator-guard';
import { operatorImportRoutes } from './operator-imports';
import { operatorPartnerRoutes } from './operator-partners';
import { operatorTokenRoutes } from './operator-tokens';

/** The operator's commands' routes (`npm run partner`, `npm run partner-token`, `npm run import`), all behind OPERATOR_SECRET. */
export function operatorRoutes(deps: AppDeps, secret: string) {
  return new Hono<AppEnv>()
    .use('*', requireOperator(deps, secret))
    .route('/', operatorPartnerRoutes(deps))
    .route('/', operatorTokenRoutes(deps))
    .route('/', operatorImportRoutes(deps));
}
