import { z } from 'zod';
import { isNfeKey, nfeKeySeriesAndNumber } from '../../domain/nfe-key';
import { INVALID_BODY } from '../../http/errors';
import { BACK_OFFICE_STATUSES } from '../../services/change-order-status';

export const FEED_LIMIT = { default: 100, max: 500 };

/** What the order routes answer to a wrong query or body: the 400s' messages, also the document's examples. */
export const ORDER_MESSAGES = {
  limit: `Limite inválido: informe um número inteiro de 1 a ${FEED_LIMIT.max}.`,
  date: 'Data inválida em changedAfter: use ISO 8601 com fuso horário, como 2025-06-01T00:00:00Z.',
  startOrContinue: 'Informe changedAfter para começar ou cursor para continuar, não os dois.',
  badCursor: 'Cursor inválido: use o nextCursor de uma resposta anterior.',
  erpNumber: 'Informe erpNumber, o número do pedido no ERP (até 60 caracteres).',
  status: `Status inválido. Use: ${BACK_OFFICE_STATUSES.join(', ')}.`,
  observationType: 'Observação inválida: informe um texto.',
  observation: 'Observação longa demais (até 500 caracteres).',
  reason: 'Informe reason, o motivo do cancelamento que o cliente verá (até 500 caracteres).',
  key: 'Chave de acesso inválida: informe os 44 dígitos da NF-e, com o dígito verificador correto.',
  number: 'Número da NF-e inválido: informe de 1 a 9 dígitos.',
  series: 'Série da NF-e inválida: informe de 1 a 3 dígitos.',
  danfe: 'Link do DANFE inválido: informe um endereço https.',
  keyMismatch: 'Número e série não conferem com a chave de acesso da NF-e.',
};
const M = ORDER_MESSAGES;

export const feedQuerySchema = z.object({
  changedAfter: z.iso.datetime({ offset: true, error: M.date }).optional()
    .meta({ description: 'To start reading: only orders whose latest change is later than this instant. Absent: from the first order.' }),
  cursor: z.string().optional().meta({ description: 'To go on reading: the `nextCursor` of the previous answer. Not with `changedAfter`.' }),
  limit: z.coerce.number({ error: M.limit }).int(M.limit).min(1, M.limit).max(FEED_LIMIT.max, M.limit).default(FEED_LIMIT.default)
    .meta({ description: `Orders per page, 1 to ${FEED_LIMIT.max}.` }),
}).refine((query) => query.changedAfter === undefined || query.cursor === undefined, { message: M.startOrContinue });

const body = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: INVALID_BODY });

export const acknowledgeSchema = body({
  erpNumber: z.string({ error: M.erpNumber }).trim().min(1, M.erpNumber).max(60, M.erpNumber)
    .meta({ description: "The order's number in the ERP, 1 to 60 characters (spaces around it are dropped)." }),
});

export const statusSchema = body({
  status: z.enum(BACK_OFFICE_STATUSES, { error: M.status }).meta({ description: 'The new status. `Cancelado` is not one: use `POST /orders/{id}/cancel`.' }),
  observation: z.string({ error: M.observationType }).trim().max(500, M.observation).default('')
    .meta({ description: 'What the customer reads with the status, up to 500 characters; absent or empty for none.' }),
});

export const cancelSchema = body({
  reason: z.string({ error: M.reason }).trim().min(1, M.reason).max(500, M.reason)
    .meta({ description: 'Why, as the customer will read it, 1 to 500 characters.' }),
});

export const invoiceSchema = body({
  key: z.string({ error: M.key }).regex(/^\d{44}$/, M.key).refine(isNfeKey, M.key)
    .meta({ description: 'The NF-e access key (chave de acesso): 44 digits with a right check digit.' }),
  number: z.string({ error: M.number }).regex(/^\d{1,9}$/, M.number).meta({ description: "The NF-e's number, 1 to 9 digits: the one the key carries." }),
  series: z.string({ error: M.series }).regex(/^\d{1,3}$/, M.series).meta({ description: "The NF-e's series, 1 to 3 digits: the one the key carries." }),
  danfeUrl: z.url({ protocol: /^https$/, error: M.danfe }).max(2000, M.danfe).meta({ description: 'Where the customer opens the DANFE: an https URL.' }),
}).refine(
  (invoice) => {
    const carried = nfeKeySeriesAndNumber(invoice.key);
    return carried.number === Number(invoice.number) && carried.series === Number(invoice.series);
  },
  { message: M.keyMismatch },
);
