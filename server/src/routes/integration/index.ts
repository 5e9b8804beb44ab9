import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../deps';
import { limitBody, noStore, rejectNul } from '../../http/input-guards';
import { integrationCustomerRoutes } from './customers';
import { operatorRoutes } from './operator';
import { integrationPartnerRoutes } from './partner';
import { integrationProductRoutes } from './products';

export const INTEGRATION_BASE = '/api/integration/v1';

/** The integration API: partners' systems with their tokens; the operator's routes only when OPERATOR_SECRET is set. */
export function integrationRoutes(deps: AppDeps) {
  const api = new Hono<AppEnv>().use('*', noStore, limitBody, rejectNul);
  if (deps.config.operatorSecret) api.route('/operator', operatorRoutes(deps, deps.config.operatorSecret));
  api.route('/', integrationCustomerRoutes(deps)).route('/', integrationProductRoutes(deps));
  return api.route('/', integrationPartnerRoutes(deps));
}
