import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../deps';
import { partnerName } from '../../db/queries/partners';
import { SCOPES } from '../../domain/partner-token';
import { documented } from '../../http/openapi/operation-parts';
import { requirePartnerToken } from '../../http/partner-token-guard';

const partnerSchema = z
  .object({
    id: z.number().int().meta({ description: "The partner's id in Balcão." }),
    name: z.string(),
    scopes: z.array(z.enum(SCOPES)).meta({ description: 'What this token may do.' }),
  })
  .meta({ id: 'Partner' });

const documentation = documented({
  operationId: 'getPartner',
  tags: ['Partner'],
  summary: "The token's partner and scopes",
  description: 'What an integration checks first: whose token this is and what it may do. Any valid token may ask.',
  responses: {
    200: {
      description: "The token's partner.",
      content: {
        'application/json': {
          schema: partnerSchema,
          examples: { demo: { value: { id: 1, name: 'Distribuidora_São_Jorge', scopes: ['catalogue', 'customers', 'orders', 'payments', 'webhooks'] } } },
        },
      },
    },
  },
});

/** The token's own partner and scopes: what an integration checks first. */
export function integrationPartnerRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/partner', documentation, requirePartnerToken(deps), async (c) => {
    const { partnerId, scopes } = c.get('partnerAuth');
    const partner: z.infer<typeof partnerSchema> = { id: partnerId, name: (await partnerName(deps.db, partnerId)) ?? '', scopes };
    return c.json(partner);
  });
}
