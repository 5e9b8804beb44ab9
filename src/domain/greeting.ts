// How signup greets a customer by trade name [access §2.6, §2.7].

export const GREETING_FALLBACK = 'Cliente';

/** Phone choice: the trade name lower-cased, then its first letter capitalised ('Mercadinho bom preco'). */
export function capitalisedGreeting(tradeName: string | null | undefined): string {
  const lower = tradeName?.trim().toLowerCase();
  return lower ? lower[0].toUpperCase() + lower.slice(1) : GREETING_FALLBACK;
}

/** Register contact: the trade name in lower case ('mercadinho bom preco'). */
export function lowerCaseGreeting(tradeName: string | null | undefined): string {
  return tradeName?.trim().toLowerCase() || GREETING_FALLBACK;
}
