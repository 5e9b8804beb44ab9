import { z } from 'zod';
import type { AppDeps } from '../deps';
import {
  deleteEndpoint, findEndpoint, insertEndpoint, listEndpoints, lockPartnerEndpoints, updateEndpoint,
  type EndpointFields, type EndpointRow,
} from '../db/queries/webhook-endpoints';
import { refuse } from '../domain/refusal';
import { endpointUrlProblem } from '../webhooks/endpoint-url';
import { WEBHOOK_EVENTS } from '../webhooks/webhook-events';
import { endpointSecretKey, endpointSecretText, newSecretSalt } from '../webhooks/webhook-signature';

export const ENDPOINT_NOT_FOUND = 'Webhook não encontrado.';
export const MAX_ENDPOINTS_PER_PARTNER = 20;
export const TOO_MANY_ENDPOINTS = `Limite de ${MAX_ENDPOINTS_PER_PARTNER} webhooks por parceiro atingido: remova um antes de criar outro.`;

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

export const endpointViewSchema = z
  .object({
    id: z.number().int().meta({ description: 'The `{id}` of the endpoint routes.' }),
    url: z.string().meta({ description: 'Where each event is POSTed.' }),
    events: z.array(z.enum(WEBHOOK_EVENTS)).meta({ description: 'The events sent to it.' }),
    enabled: z.boolean().meta({ description: 'false: no event is queued for it, and what was queued waits until it is enabled again.' }),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'WebhookEndpoint', description: "One of the partner's webhook endpoints." });

export const createdEndpointSchema = endpointViewSchema
  .extend({
    secret: z.string().meta({
      description: 'The signing secret, `whsec_` and base64: shown only in this answer. Keep it to verify `webhook-signature`; to change it, create another endpoint.',
    }),
  })
  .meta({ id: 'CreatedWebhookEndpoint', description: 'A new endpoint, with its signing secret.' });

export function endpointView(row: EndpointRow): z.infer<typeof endpointViewSchema> {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    enabled: row.enabled,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

function checkUrl({ config }: Deps, url: string | undefined): void {
  const problem = url === undefined ? null : endpointUrlProblem(url, config.webhooksAllowLocal);
  if (problem) refuse('invalid', problem);
}

/** A new endpoint of the partner, with its signing secret: the only time the secret is shown. */
export async function createWebhookEndpoint(deps: Deps, partnerId: number, fields: EndpointFields): Promise<z.infer<typeof createdEndpointSchema>> {
  checkUrl(deps, fields.url);
  const salt = newSecretSalt();
  const row = await deps.db.transaction(async (tx) => {
    if ((await lockPartnerEndpoints(tx, partnerId)) >= MAX_ENDPOINTS_PER_PARTNER) {
      refuse('conflict', TOO_MANY_ENDPOINTS);
    }
    return insertEndpoint(tx, partnerId, fields, salt, deps.clock.now());
  });
  return { ...endpointView(row), secret: endpointSecretText(endpointSecretKey(deps.config.webhookSigningKey, salt)) };
}

export async function listWebhookEndpoints({ db }: Deps, partnerId: number) {
  return (await listEndpoints(db, partnerId)).map(endpointView);
}

/** The partner's endpoint; another partner's reads as missing. */
export async function ownEndpoint({ db }: Deps, partnerId: number, id: number): Promise<EndpointRow> {
  const row = await findEndpoint(db, partnerId, id);
  if (!row) refuse('not-found', ENDPOINT_NOT_FOUND);
  return row;
}

/** URL, events or enabled, each only when given; the secret stays. */
export async function updateWebhookEndpoint(deps: Deps, partnerId: number, id: number, fields: Partial<EndpointFields>) {
  checkUrl(deps, fields.url);
  const row = await updateEndpoint(deps.db, partnerId, id, fields, deps.clock.now());
  if (!row) refuse('not-found', ENDPOINT_NOT_FOUND);
  return endpointView(row);
}

/** The endpoint, its deliveries and their log: nothing more is sent to it. */
export async function deleteWebhookEndpoint({ db }: Deps, partnerId: number, id: number): Promise<void> {
  if (!(await deleteEndpoint(db, partnerId, id))) refuse('not-found', ENDPOINT_NOT_FOUND);
}
