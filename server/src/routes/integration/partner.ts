import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../deps';
import { partnerName } from '../../db/queries/partners';
import { requirePartnerToken } from '../../http/partner-token-guard';

/** The token's own partner and scopes: what an integration checks first. */
export function integrationPartnerRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/partner', requirePartnerToken(deps), async (c) => {
    const { partnerId, scopes } = c.get('partnerAuth');
    return c.json({ id: partnerId, name: (await partnerName(deps.db, partnerId)) ?? '', scopes });
  });
}
