import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../deps';
import { limitBody, noStore, rejectNul } from '../../http/input-guards';
import { registeredRoutes } from '../../http/openapi/registered-routes';
import { integrationCustomerRoutes } from './customers';
import { operatorTokenRoutes } from './operator-tokens';
import { integrationPartnerRoutes } from './partner';
import { integrationProductRoutes } from './products';
import { integrationDocument, integrationReferenceRoutes, OPENAPI_PATH } from './reference';

export const INTEGRATION_BASE = '/api/integration/v1';

/** The operator's routes (the partner-token command): not the partners' API, so not in its OpenAPI document. */
export const OPERATOR_PATH = '/operator';

export const isOperatorRoute = (path: string) => path.startsWith(`${OPERATOR_PATH}/`);

/** The integration API: partners' systems with their tokens; the operator's routes only when OPERATOR_SECRET is set. */
export function integrationRoutes(deps: AppDeps) {
  const api = new Hono<AppEnv>().use('*', noStore, limitBody, rejectNul);
  if (deps.config.operatorSecret) api.route(OPERATOR_PATH, operatorTokenRoutes(deps, deps.config.operatorSecret));
  api.route('/', integrationCustomerRoutes(deps)).route('/', integrationProductRoutes(deps)).route('/', integrationPartnerRoutes(deps));
  const partnerRoutes = () => registeredRoutes(api).filter((route) => !isOperatorRoute(route.path));
  return api.route('/', integrationReferenceRoutes(() => integrationDocument(partnerRoutes(), INTEGRATION_BASE), `${INTEGRATION_BASE}${OPENAPI_PATH}`));
}
