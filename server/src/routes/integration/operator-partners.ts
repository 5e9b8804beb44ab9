import { Hono } from 'hono';
import { z } from 'zod';
import { pixKeyProblem } from '../../../../src/domain/pix-br-code';
import type { AppDeps, AppEnv } from '../../deps';
import { parse, readJson } from '../../http/errors';
import { pathId } from '../../http/path-id';
import { PARTNER_NOT_FOUND } from '../../services/known-partner';
import { addPaymentPlan, createPartner, listPartners } from '../../services/partners';

const text = (missing: string, max: number, tooLong: string) => z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

const planSchema = z.object(
  {
    description: text('Informe a descrição do plano de pagamento.', 60, 'Descrição do plano longa demais (até 60 caracteres).'),
    parcels: z.number({ error: 'Informe as parcelas do plano (1 a 12).' }).int('Informe as parcelas do plano (1 a 12).').min(1, 'Informe as parcelas do plano (1 a 12).').max(12, 'Informe as parcelas do plano (1 a 12).'),
    pix: z.boolean({ error: 'Informe se o plano aceita PIX (true ou false).' }),
    card: z.boolean({ error: 'Informe se o plano aceita cartão de crédito (true ou false).' }),
  },
  { error: 'Plano de pagamento inválido.' },
);

const partnerSchema = z.object(
  {
    name: text('Informe o nome do parceiro.', 80, 'Nome do parceiro longo demais (até 80 caracteres).'),
    // Field 60 of the BR Code: the payer's bank shows it; letters must survive the removal of accents.
    city: text('Informe a cidade do parceiro.', 60, 'Cidade longa demais (até 60 caracteres).').regex(/[A-Za-zÀ-ÿ]/, 'Informe a cidade do parceiro.'),
    pixKey: z
      .string({ error: 'Chave PIX inválida.' })
      .superRefine((key, ctx) => {
        const problem = pixKeyProblem(key);
        if (problem) ctx.addIssue({ code: 'custom', message: `Chave PIX inválida: ${problem}.` });
      })
      .optional(),
    paymentPlans: z.array(planSchema, { error: 'Informe os planos de pagamento como uma lista.' }).min(1, 'Informe ao menos um plano de pagamento.').max(20, 'Informe até 20 planos de pagamento.').optional(),
  },
  { error: 'Corpo da requisição inválido.' },
);

/** Partners and their payment plans: the `npm run partner` command's routes. */
export function operatorPartnerRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .post('/partners', async (c) => c.json(await createPartner(db, parse(partnerSchema, await readJson(c))), 201))
    .get('/partners', async (c) => c.json(await listPartners(db)))
    .post('/partners/:partnerId/payment-plans', async (c) => {
      const partnerId = pathId(c.req.param('partnerId'), PARTNER_NOT_FOUND);
      return c.json(await addPaymentPlan(db, partnerId, parse(planSchema, await readJson(c))), 201);
    });
}
