import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../deps';
import { sameSecret } from '../../domain/secrets';
import { fail, parse, readJson } from '../../http/errors';
import { refuseWrongCredential } from '../../http/partner-token-guard';
import { confirmPixPayment } from '../../services/confirm-pix-payment';

export const PIX_WEBHOOK_MESSAGES = {
  notConfigured: 'O webhook PIX não está configurado: defina PIX_WEBHOOK_SECRET no servidor.',
  wrongSecret: 'Segredo do webhook PIX inválido.',
};

// The field rules of the API Pix (bacen/pix-api, components.schemas.Pix): endToEndId, valor and horario required;
// fields this server does not use (chave, infoPagador, componentesValor, devolucoes) are accepted and ignored.
const pixSchema = z.object(
  {
    endToEndId: z.string({ error: 'Informe o endToEndId de cada Pix.' })
      .regex(/^[a-zA-Z0-9]{32}$/, 'endToEndId inválido: são 32 letras ou dígitos.'),
    txid: z.string({ error: 'txid inválido: de 1 a 35 letras ou dígitos.' })
      .regex(/^[a-zA-Z0-9]{1,35}$/, 'txid inválido: de 1 a 35 letras ou dígitos.').optional(),
    valor: z.string({ error: 'Informe o valor de cada Pix como texto, como "110.00".' })
      .regex(/^\d{1,10}\.\d{2}$/, 'valor inválido: use reais com ponto e dois decimais, como "110.00".'),
    horario: z.iso.datetime({ offset: true, error: 'horario inválido: use data e hora RFC 3339, como "2020-09-09T20:15:00.358Z".' }),
  },
  { error: 'Cada item de "pix" deve ser um objeto.' },
);

/** A PSP may group the Pix of one key in a notification; the request body limit (64 KB) bounds it first. */
const notificationSchema = z.object(
  { pix: z.array(pixSchema, { error: 'Informe a lista "pix".' }).min(1, 'A lista "pix" está vazia.') },
  { error: 'Corpo inválido: envie { "pix": [ ... ] }.' },
);

/**
 * The PSP's notification of Pix received (API Pix webhook callback, `{webhookUrl}/pix`). The registered webhookUrl is
 * `…/api/integration/v1/webhook/<PIX_WEBHOOK_SECRET>`: the API Pix only lets a receiver register a URL, so the secret
 * travels in its path; mTLS in front (README) is what the Banco Central requires on top. Each Pix is confirmed in a
 * transaction of its own, and answered with what it did.
 */
export function pixWebhookRoutes(deps: AppDeps) {
  const secret = deps.config.pixWebhookSecret;
  return new Hono<AppEnv>().post('/webhook/:secret/pix', async (c) => {
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
