// Quantity stepper rules [commerce §5]: digits only, 0..999 packages.

export const MAX_QUANTITY = 999;

/**
 * The quantity after the user typed `text`: non-digits are dropped, an empty field is 0,
 * and an entry above the maximum is ignored (the previous quantity stays).
 */
export function parseQuantityInput(text: string, previous: number): number {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return 0;
  const value = Number(digits);
  return value > MAX_QUANTITY ? previous : value;
}

/** Why a typed entry did not become the quantity as typed (null: it did). */
export type QuantityCut =
  | { kind: 'above-maximum'; digits: string }
  | { kind: 'not-digits'; typed: string; digits: string };

/** `parseQuantityInput`, saying what the rules cut, so the field can tell the customer. */
export function readQuantityInput(text: string, previous: number): { quantity: number; cut: QuantityCut | null } {
  const digits = text.replace(/\D/g, '');
  const quantity = parseQuantityInput(digits, previous);
  if (digits !== '' && Number(digits) > MAX_QUANTITY) return { quantity, cut: { kind: 'above-maximum', digits } };
  if (digits !== text) return { quantity, cut: { kind: 'not-digits', typed: text, digits } };
  return { quantity, cut: null };
}

export function canIncrement(quantity: number): boolean {
  return quantity < MAX_QUANTITY;
}

export function canDecrement(quantity: number): boolean {
  return quantity > 0;
}

export function canAdd(quantity: number): boolean {
  return quantity > 0 && quantity < MAX_QUANTITY;
}

export function increment(quantity: number): number {
  return Math.min(quantity + 1, MAX_QUANTITY);
}

export function decrement(quantity: number): number {
  return Math.max(quantity - 1, 0);
}
