import type { Context } from 'hono';
import { z } from 'zod';
import { isValidCnpj, isValidCpf, stripTaxIdPunctuation } from '../../../src/domain/tax-id';
import { fail } from './errors';

export const CUSTOMER_NOT_FOUND = 'Cliente não encontrado';
export const PHONE_NOT_FOUND = 'Número não encontrado.';

/** A positive id in a JSON body, with the message for anything else. */
export function bodyId(message: string) {
  return z.number({ error: message }).int(message).positive(message).max(2e9, message);
}

/** A single-use link's secret, as the page read it from its address. */
export function linkSecret(message: string) {
  return z.string({ error: message }).trim().min(16, message).max(200, message);
}

/** The partner of a public signup call: `partnerId` in the query, else the `partner` header. */
export function signupPartnerId(c: Context): number {
  const value = (c.req.query('partnerId') ?? c.req.header('partner') ?? '').trim();
  if (!/^\d{1,9}$/.test(value) || Number(value) === 0) fail(400, 'Parceiro inválido.');
  return Number(value);
}

/** The bare CPF or CNPJ (letters upper-cased), check digits verified; 400 otherwise. */
export function signupTaxId(input: string): string {
  const bare = stripTaxIdPunctuation(input);
  if (!isValidCpf(bare) && !isValidCnpj(bare)) fail(400, 'CPF ou CNPJ inválido.');
  return bare;
}
