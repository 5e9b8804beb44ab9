import { z } from 'zod';

const INVALID = 'Os termos do pedido são inválidos.';
const id = z.number({ error: INVALID }).int(INVALID).positive(INVALID).max(2e9, INVALID);
const money = z.number({ error: INVALID }).nonnegative(INVALID).max(1e9, INVALID);

/** `expectedTerms` of `POST /v2/orders` (optional: callers written from the spec send none). */
export const expectedTermsSchema = z.object({
  items: z.array(
    z.object({ productId: id, productPackageId: id, quantity: z.number({ error: INVALID }).int(INVALID).positive(INVALID).max(1e6, INVALID), unitPrice: money }, { error: INVALID }),
    { error: INVALID },
  ).min(1, INVALID).max(1000, INVALID)
    .refine((items) => new Set(items.map((item) => item.productId)).size === items.length, INVALID),
  totalPayment: money,
  paymentPlan: id,
  alternativeAddress: id.nullable(),
  deliveryDate: z.string({ error: INVALID }).regex(/^\d{4}-\d{2}-\d{2}$/, INVALID),
}, { error: INVALID });
