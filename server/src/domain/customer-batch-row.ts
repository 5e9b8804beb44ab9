// One row of a customers batch (issue 30, Integration API → Customers): its shape, then the shared rules of the
// app for tax ids, addresses and phones. A row that breaks them is answered `error` alone; the others go on.
import { z } from 'zod';
import { addressErrors, normalizeAddress, streetLine } from '../../../src/domain/delivery-address';
import type { DeliveryAddress } from '../../../src/domain/entities/checkout';
import { phoneDigits } from '../../../src/domain/phone';
import { isValidCnpj, isValidCpf, stripTaxIdPunctuation } from '../../../src/domain/tax-id';

export const MAX_BATCH_CUSTOMERS = 1000;

export const CUSTOMER_BATCH_MESSAGES = {
  tooMany: `Envie até ${MAX_BATCH_CUSTOMERS} clientes por requisição.`,
  invalidTaxId: 'CPF ou CNPJ inválido.',
  duplicateTaxId: 'CPF ou CNPJ repetido neste lote: só a primeira linha vale.',
  invalidPhone: (phone: string) => `Número de WhatsApp inválido: ${phone}. Informe DDD e número.`,
  unknownPlan: (id: number) => `Plano de pagamento ${id} não existe para este parceiro.`,
} as const;

const text = (label: string, max: number) =>
  z.string({ error: `Informe ${label}.` }).trim().min(1, `Informe ${label}.`).max(max, `${label} pode ter até ${max} caracteres.`);
const optionalText = (label: string, max: number) =>
  z.string({ error: `${label} deve ser um texto.` }).trim().max(max, `${label} pode ter até ${max} caracteres.`).nullish();

const addressSchema = z.object(
  {
    street: z.string({ error: 'Informe a rua do endereço.' }),
    number: z.string({ error: 'Informe o número do endereço.' }),
    complement: z.string({ error: 'O complemento deve ser um texto.' }).optional(),
    district: z.string({ error: 'Informe o bairro do endereço.' }),
    city: z.string({ error: 'Informe a cidade do endereço.' }),
    state: z.string({ error: 'Informe o estado do endereço.' }),
    cep: z.string({ error: 'Informe o CEP do endereço.' }),
  },
  { error: 'Endereço inválido.' },
);

export const customerRowSchema = z.object(
  {
    taxId: z.string({ error: 'Informe o CPF ou CNPJ.' }).max(30, CUSTOMER_BATCH_MESSAGES.invalidTaxId),
    name: text('a razão social ou o nome', 120),
    tradeName: optionalText('O nome fantasia', 120),
    email: z.email({ error: 'E-mail inválido.' }).max(120, 'E-mail inválido.').nullish(),
    whatsappNumbers: z.array(z.string({ error: 'Número de WhatsApp inválido.' }), { error: 'Informe os números de WhatsApp como uma lista.' }).max(10, 'Informe até 10 números de WhatsApp.').default([]),
    addresses: z.array(addressSchema, { error: 'Informe os endereços como uma lista.' }).max(20, 'Informe até 20 endereços.').default([]),
    paymentPlanIds: z
      .array(z.number({ error: 'Plano de pagamento inválido.' }).int('Plano de pagamento inválido.').positive('Plano de pagamento inválido.'), { error: 'Informe os planos de pagamento como uma lista.' })
      .max(50, 'Informe até 50 planos de pagamento.')
      .nullish(),
    credit: z.number({ error: 'O crédito deve ser um número.' }).min(0, 'O crédito não pode ser negativo.').max(1e9, 'Crédito alto demais.').default(0),
    blocked: z.boolean({ error: 'Bloqueado deve ser true ou false.' }).default(false),
  },
  { error: 'Cada cliente deve ser um objeto.' },
);

export interface CustomerAddressLine {
  street: string;
  district: string;
  city: string;
  state: string;
  cep: string;
}

/** A row as it is stored: the tax id bare, phones as digits, addresses as the app keeps them. */
export interface CustomerRow {
  taxId: string;
  name: string;
  tradeName: string | null;
  email: string | null;
  phones: string[];
  addresses: CustomerAddressLine[];
  /** null: every plan of the partner */
  paymentPlanIds: number[] | null;
  credit: number;
  blocked: boolean;
}

export type RowCheck = { row: CustomerRow } | { error: string };

/** The row ready to store, or the first thing wrong with it. */
export function checkCustomerRow(input: unknown): RowCheck {
  const parsed = customerRowSchema.safeParse(input);
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? 'Cliente inválido.' };
  const value = parsed.data;
  const taxId = stripTaxIdPunctuation(value.taxId);
  if (!isValidCpf(taxId) && !isValidCnpj(taxId)) return { error: CUSTOMER_BATCH_MESSAGES.invalidTaxId };
  const phones: string[] = [];
  for (const typed of value.whatsappNumbers) {
    const digits = phoneDigits(typed);
    if (!digits) return { error: CUSTOMER_BATCH_MESSAGES.invalidPhone(typed) };
    if (!phones.includes(digits)) phones.push(digits);
  }
  const addresses: CustomerAddressLine[] = [];
  for (const typed of value.addresses) {
    const address = normalizeAddress({ ...typed, complement: typed.complement ?? '' });
    const [wrong] = addressErrors(address);
    if (wrong) return { error: wrong.errorMessage };
    addresses.push(addressLine(address));
  }
  const plans = value.paymentPlanIds ? [...new Set(value.paymentPlanIds)].sort((a, b) => a - b) : null;
  return {
    row: {
      taxId,
      name: value.name,
      tradeName: value.tradeName || null,
      email: value.email?.toLowerCase() || null,
      phones,
      addresses,
      paymentPlanIds: plans,
      credit: Math.round(value.credit * 100) / 100,
      blocked: value.blocked,
    },
  };
}

/** An address as the app keeps one on file: the street line, then its parts. */
function addressLine(a: DeliveryAddress): CustomerAddressLine {
  return { street: streetLine(a), district: a.district, city: a.city, state: a.state, cep: a.cep };
}
