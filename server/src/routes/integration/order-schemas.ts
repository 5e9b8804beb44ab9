import { z } from 'zod';
import { isNfeKey, nfeKeySeriesAndNumber } from '../../domain/nfe-key';
import { BACK_OFFICE_STATUSES } from '../../services/change-order-status';

export const FEED_LIMIT = { default: 100, max: 500 };
const LIMIT_INVALID = `Limite inválido: informe um número inteiro de 1 a ${FEED_LIMIT.max}.`;
const DATE_INVALID = 'Data inválida em changedAfter: use ISO 8601 com fuso horário, como 2025-06-01T00:00:00Z.';

export const feedQuerySchema = z.object({
  changedAfter: z.iso.datetime({ offset: true, error: DATE_INVALID }).optional(),
  cursor: z.string().optional(),
  limit: z.coerce.number({ error: LIMIT_INVALID }).int(LIMIT_INVALID).min(1, LIMIT_INVALID).max(FEED_LIMIT.max, LIMIT_INVALID).default(FEED_LIMIT.default),
}).refine((query) => query.changedAfter === undefined || query.cursor === undefined, {
  message: 'Informe changedAfter para começar ou cursor para continuar, não os dois.',
});

const body = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: 'Corpo da requisição inválido.' });

const ERP_NUMBER = 'Informe erpNumber, o número do pedido no ERP (até 60 caracteres).';
export const acknowledgeSchema = body({
  erpNumber: z.string({ error: ERP_NUMBER }).trim().min(1, ERP_NUMBER).max(60, ERP_NUMBER),
});

const OBSERVATION = 'Observação longa demais (até 500 caracteres).';
export const statusSchema = body({
  status: z.enum(BACK_OFFICE_STATUSES, { error: `Status inválido. Use: ${BACK_OFFICE_STATUSES.join(', ')}.` }),
  observation: z.string({ error: 'Observação inválida: informe um texto.' }).trim().max(500, OBSERVATION).default(''),
});

const REASON = 'Informe reason, o motivo do cancelamento que o cliente verá (até 500 caracteres).';
export const cancelSchema = body({
  reason: z.string({ error: REASON }).trim().min(1, REASON).max(500, REASON),
});

const KEY = 'Chave de acesso inválida: informe os 44 dígitos da NF-e, com o dígito verificador correto.';
const NUMBER = 'Número da NF-e inválido: informe de 1 a 9 dígitos.';
const SERIES = 'Série da NF-e inválida: informe de 1 a 3 dígitos.';
const DANFE = 'Link do DANFE inválido: informe um endereço https.';
export const invoiceSchema = body({
  key: z.string({ error: KEY }).regex(/^\d{44}$/, KEY).refine(isNfeKey, KEY),
  number: z.string({ error: NUMBER }).regex(/^\d{1,9}$/, NUMBER),
  series: z.string({ error: SERIES }).regex(/^\d{1,3}$/, SERIES),
  danfeUrl: z.url({ protocol: /^https$/, error: DANFE }).max(2000, DANFE),
}).refine(
  (invoice) => {
    const carried = nfeKeySeriesAndNumber(invoice.key);
    return carried.number === Number(invoice.number) && carried.series === Number(invoice.series);
  },
  { message: 'Número e série não conferem com a chave de acesso da NF-e.' },
);
