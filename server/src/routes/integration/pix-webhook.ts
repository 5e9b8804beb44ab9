import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../deps';
import { sameSecret } from '../../domain/secrets';
import { fail, INVALID_BODY, parse, readJson } from '../../http/errors';
import { NUL_MESSAGE } from '../../http/input-guards';
import { INTEGRATION_MESSAGES } from '../../http/integration-messages';
import { bodyRefusals, refusal } from '../../http/openapi/answers';
import { documented } from '../../http/openapi/operation-parts';
import { refuseWrongCredential } from '../../http/partner-token-guard';
import { confirmPixPayment, pixReceiptSchema } from '../../services/confirm-pix-payment';
import { PIX_EXAMPLES } from './pix-examples';

export const PIX_WEBHOOK_MESSAGES = {
  notConfigured: 'O webhook PIX não está configurado: defina PIX_WEBHOOK_SECRET no servidor.',
  wrongSecret: 'Segredo do webhook PIX inválido.',
};

const M = {
  endToEndId: 'Informe o endToEndId de cada Pix.',
  endToEndIdFormat: 'endToEndId inválido: são 32 letras ou dígitos.',
  txid: 'txid inválido: de 1 a 35 letras ou dígitos.',
  valor: 'Informe o valor de cada Pix como texto, como "110.00".',
  valorFormat: 'valor inválido: use reais com ponto e dois decimais, como "110.00".',
  horario: 'horario inválido: use data e hora RFC 3339, como "2020-09-09T20:15:00.358Z".',
  item: 'Cada item de "pix" deve ser um objeto.',
  list: 'Informe a lista "pix".',
  empty: 'A lista "pix" está vazia.',
  body: 'Corpo inválido: envie { "pix": [ ... ] }.',
};

// The field rules of the API Pix (bacen/pix-api, components.schemas.Pix): endToEndId, valor and horario required;
// fields this server does not use (chave, infoPagador, componentesValor, devolucoes) are accepted and ignored.
const pixSchema = z.object(
  {
    endToEndId: z.string({ error: M.endToEndId }).regex(/^[a-zA-Z0-9]{32}$/, M.endToEndIdFormat)
      .meta({ description: "The Pix's id in the SPI: what makes a notification received twice count once." }),
    txid: z.string({ error: M.txid }).regex(/^[a-zA-Z0-9]{1,35}$/, M.txid).optional()
      .meta({ description: 'The id of the charge (cobrança) it pays; absent for a Pix to the key without a charge.' }),
    valor: z.string({ error: M.valor }).regex(/^\d{1,10}\.\d{2}$/, M.valorFormat).meta({ description: 'Reais, with a point and two decimals.' }),
    horario: z.iso.datetime({ offset: true, error: M.horario }).meta({ description: 'When it was paid (RFC 3339).' }),
  },
  { error: M.item },
).meta({ id: 'Pix', description: 'One Pix received, as the API Pix writes it; other fields of its `Pix` are accepted and ignored.' });

/** A PSP may group the Pix of one key in a notification; the request body limit (64 KB) bounds it first. */
const notificationSchema = z.object({ pix: z.array(pixSchema, { error: M.list }).min(1, M.empty) }, { error: M.body });

const answerSchema = z.object({
  pix: z.array(z.object({ endToEndId: z.string(), result: pixReceiptSchema })).meta({ description: 'What each Pix did, in the order sent.' }),
});

const documentation = documented({
  operationId: 'notifyPix',
  tags: ['Payments'],
  summary: "The PSP's notification of Pix received (API Pix webhook)",
  description:
    'Not for partners: the PSP (the bank that receives the Pix) calls it, in the Banco Central\'s API Pix format (`POST ' +
    '{webhookUrl}/pix`). Register at the PSP the webhookUrl `…/api/integration/v1/webhook/<PIX_WEBHOOK_SECRET>`: the API Pix ' +
    'lets a receiver register only a URL, so the secret travels in its path and is what authenticates the call (a wrong one ' +
    'answers 401, and too many from one network 429). The mutual TLS the Banco Central requires of a webhook is not done here: ' +
    'it belongs to a proxy in front of the server, which checks the PSP\'s client certificate. Each Pix is confirmed in a ' +
    'transaction of its own: when it pays its charge (`txid`) exactly and the order awaits payment, the order is paid, the ' +
    'customer\'s devices are told and subscribers of `payment.received` get a webhook. Idempotent by `endToEndId`: the PSP ' +
    'retrying a notification changes nothing (`duplicate`). A Pix that pays nothing is recorded and answered 200 too, so the ' +
    'PSP does not retry it; the log names it.',
  security: [],
  requestParams: {
    path: z.object({ secret: z.string().meta({ description: "The server's PIX_WEBHOOK_SECRET.", example: 'c2f1e0d9b8a7f6e5d4c3b2a1f0e9d8c7' }) }),
  },
  requestBody: { required: true, content: { 'application/json': { schema: notificationSchema, examples: PIX_EXAMPLES.request } } },
  responses: {
    200: { description: 'What each Pix did.', content: { 'application/json': { schema: answerSchema, examples: PIX_EXAMPLES.response } } },
    400: refusal('The body is not JSON, holds a NUL, or is not a list of Pix with the API Pix\'s fields.', [
      INVALID_BODY, NUL_MESSAGE, M.body, M.list, M.empty, M.item, M.endToEndId, M.endToEndIdFormat, M.txid, M.valor, M.valorFormat, M.horario,
    ]),
    401: refusal('A wrong secret in the path.', [PIX_WEBHOOK_MESSAGES.wrongSecret], {
      'WWW-Authenticate': { description: '`Bearer realm="integration"`', schema: { type: 'string' } },
    }),
    404: refusal('PIX_WEBHOOK_SECRET is not set on the server: no Pix is confirmed.', [PIX_WEBHOOK_MESSAGES.notConfigured]),
    413: bodyRefusals[413],
    429: refusal('Too many wrong secrets from this network: wait `Retry-After` seconds.', [INTEGRATION_MESSAGES.tooManyWrongTokens(900)], {
      'Retry-After': { description: 'Seconds until a secret is taken again from this network.', schema: { type: 'integer' } },
    }),
  },
});

/**
 * The PSP's notification of Pix received (API Pix webhook callback, `{webhookUrl}/pix`). The registered webhookUrl is
 * `…/api/integration/v1/webhook/<PIX_WEBHOOK_SECRET>`: the API Pix only lets a receiver register a URL, so the secret
 * travels in its path; mTLS in front (README) is what the Banco Central requires on top. Each Pix is confirmed in a
 * transaction of its own, and answered with what it did.
 */
export function pixWebhookRoutes(deps: AppDeps) {
  const secret = deps.config.pixWebhookSecret;
  return new Hono<AppEnv>().post('/webhook/:secret/pix', documentation, async (c) => {
    if (!secret) fail(404, PIX_WEBHOOK_MESSAGES.notConfigured);
    if (!sameSecret(c.req.param('secret'), secret)) return refuseWrongCredential(c, deps, PIX_WEBHOOK_MESSAGES.wrongSecret);
    const { pix } = parse(notificationSchema, await readJson(c));
    const results = [];
    for (const item of pix) {
      const received = { endToEndId: item.endToEndId, txid: item.txid ?? null, valor: item.valor, paidAt: new Date(item.horario) };
      results.push({ endToEndId: item.endToEndId, result: await confirmPixPayment(deps, received) });
    }
    return c.json({ pix: results });
  });
}
