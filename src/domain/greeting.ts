// How signup greets a customer by trade name [access §2.6, §2.7], and recovery its user.
import type { SignupCustomer } from './entities/signup';

export const GREETING_FALLBACK = 'Cliente';

/**
 * A name as signup and recovery greet it: one in capitals only is lower-cased, then its first letter capitalised
 * ('MERCADINHO BOM PRECO' → 'Mercadinho bom preco'); one already written in mixed case ('Bruno', 'Empório das
 * Flores') keeps its capitals. Without a name: 'Cliente'.
 */
export function capitalisedGreeting(name: string | null | undefined): string {
  const trimmed = name?.trim() ?? '';
  if (trimmed === '') return GREETING_FALLBACK;
  if (trimmed !== trimmed.toLocaleUpperCase('pt-BR')) return trimmed;
  const lower = trimmed.toLocaleLowerCase('pt-BR');
  return lower.charAt(0).toLocaleUpperCase('pt-BR') + lower.slice(1);
}

/** Signup's screens and its WhatsApp message: the trade name, else a person's first name (both screens alike). */
export function signupGreeting(customer: Pick<SignupCustomer, 'tradeName'> & { firstName?: string | null }): string {
  return capitalisedGreeting(customer.tradeName ?? customer.firstName);
}
