import { z } from 'zod';

const id = (message: string) => z.number({ error: message }).int(message).positive(message).max(2e9, message);

/** Fields shared by the checkout update and the finished order; each rule's message is the one the app shows. */
export const orderFields = {
  paymentPlan: id('Plano de pagamento inválido.').nullable().default(null),
  alternativeAddress: id('Endereço de entrega inválido.').nullable().default(null),
  deliveryDate: z.string({ error: 'Data de entrega inválida.' }).max(10, 'Data de entrega inválida.').nullable().default(null),
  purchaseOrder: z.string({ error: 'O pedido de compra deve ter apenas números, até 15 dígitos.' })
    .regex(/^\d{0,15}$/, 'O pedido de compra deve ter apenas números, até 15 dígitos.').default(''),
  observations: z.string({ error: 'Observações inválidas.' }).max(500, 'As observações podem ter até 500 caracteres.').default(''),
  partnerId: id('Parceiro inválido.'),
};

export const couponCode = z.string({ error: 'Cupom inválido.' }).max(15, 'Cupom inválido.').transform((code) => code.trim().toUpperCase());
