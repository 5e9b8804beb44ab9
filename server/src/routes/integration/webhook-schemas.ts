import { z } from 'zod';
import { INVALID_BODY } from '../../http/errors';
import { WEBHOOK_EVENTS } from '../../webhooks/webhook-events';

const EVENT_LIST = WEBHOOK_EVENTS.join(', ');

/** What the webhook routes answer to a wrong body or query: the 400s' messages, also the document's examples. */
export const WEBHOOK_MESSAGES = {
  url: 'Informe a URL do webhook em "url".',
  unknownEvent: `Evento desconhecido. Use: ${EVENT_LIST}.`,
  events: `Informe os eventos em "events", uma lista de: ${EVENT_LIST}.`,
  noEvent: `Informe ao menos um evento: ${EVENT_LIST}.`,
  repeatedEvent: `Informe cada evento uma vez: ${EVENT_LIST}.`,
  enabled: 'Informe "enabled" como true ou false.',
  nothingToChange: 'Informe o que muda: "url", "events" ou "enabled".',
  limit: 'Limite inválido.',
  limitTooHigh: 'Limite inválido: até 100.',
  before: 'Cursor "before" inválido.',
};
const M = WEBHOOK_MESSAGES;

const fields = {
  url: z.string({ error: M.url }).trim()
    .meta({ description: 'Where to POST the events: https to a public host, up to 2,000 characters, without user or password.' }),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: M.unknownEvent }), { error: M.events })
    .min(1, M.noEvent)
    .max(WEBHOOK_EVENTS.length, M.repeatedEvent)
    .refine((events) => new Set(events).size === events.length, M.repeatedEvent)
    .meta({ description: 'The events to send to it, each once.' }),
  enabled: z.boolean({ error: M.enabled }).meta({ description: 'false: no event is queued for it, and what was queued waits until it is enabled again.' }),
};

export const createEndpointSchema = z.object({ ...fields, enabled: fields.enabled.default(true) }, { error: INVALID_BODY });

export const updateEndpointSchema = z
  .object({ url: fields.url.optional(), events: fields.events.optional(), enabled: fields.enabled.optional() }, { error: INVALID_BODY })
  .refine((body) => body.url !== undefined || body.events !== undefined || body.enabled !== undefined, M.nothingToChange);

export const deliveryPageQuery = z.object({
  limit: z.coerce.number({ error: M.limit }).int(M.limit).min(1, M.limit).max(100, M.limitTooHigh).default(50)
    .meta({ description: 'Deliveries per page, 1 to 100.' }),
  before: z.coerce.number({ error: M.before }).int(M.before).min(1, M.before).max(2e9, M.before).nullable().default(null)
    .meta({ description: 'For the next page: the `id` of the last delivery of the previous one. Absent: the newest.' }),
});
