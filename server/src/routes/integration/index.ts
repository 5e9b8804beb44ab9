import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../deps';
import { limitBody, noStore, rejectNul } from '../../http/input-guards';
import { registeredRoutes } from '../../http/openapi/registered-routes';
import { wakeWorkers } from '../../http/wake-workers';
import { integrationCustomerRoutes } from './customers';
import { operatorRoutes } from './operator';
import { integrationOrderRoutes } from './orders';
import { integrationPartnerRoutes } from './partner';
import { pixWebhookRoutes } from './pix-webhook';
import { integrationProductRoutes } from './products';
import { integrationDocument, integrationReferenceRoutes, OPENAPI_PATH } from './reference';
import { integrationWebhookRoutes } from './webhooks';

export const INTEGRATION_BASE = '/api/integration/v1';

/** The operator's routes (the partner, partner-token and import commands): not the partners' API, so not in its OpenAPI document. */
export const OPERATOR_PATH = '/operator';

export const isOperatorRoute = (path: string) => path.startsWith(`${OPERATOR_PATH}/`);

/**
 * The integration API: partners' systems with their tokens, the PSP's PIX notifications with PIX_WEBHOOK_SECRET; the
 * operator's routes only when OPERATOR_SECRET is set.
 */
export function integrationRoutes(deps: AppDeps) {
  const api = new Hono<AppEnv>().use('*', noStore, limitBody, rejectNul, wakeWorkers(deps));
  if (deps.config.operatorSecret) api.route(OPERATOR_PATH, operatorRoutes(deps, deps.config.operatorSecret));
  api
    .route('/', integrationCustomerRoutes(deps))
    .route('/', integrationProductRoutes(deps))
    .route('/', integrationOrderRoutes(deps))
    .route('/', integrationWebhookRoutes(deps))
    .route('/', pixWebhookRoutes(deps))
    .route('/', integrationPartnerRoutes(deps));
  const partnerRoutes = () => registeredRoutes(api).filter((route) => !isOperatorRoute(route.path));
  return api.route('/', integrationReferenceRoutes(() => integrationDocument(partnerRoutes(), INTEGRATION_BASE), `${INTEGRATION_BASE}${OPENAPI_PATH}`));
}
