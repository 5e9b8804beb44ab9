import { z } from 'zod';

const INVALID = 'Endereço de entrega inválido.';
// The shape only, with a generous cap: each part's own rules (and their texts) are `addressErrors`'s.
const part = z.string({ error: INVALID }).max(200, INVALID);

/** `deliveryAddress` of `POST /v2/orders`: an address typed at checkout. */
export const deliveryAddressSchema = z.object({
  cep: part, street: part, number: part, complement: part.default(''), district: part, city: part, state: part,
}, { error: INVALID });
