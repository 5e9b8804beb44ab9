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
