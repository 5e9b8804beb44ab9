import type { Checkout, OrderTerms } from '../../src/domain/entities/checkout';
import { call, type TestResponse } from './helpers';

type App = Parameters<typeof call>[0];

/** The terms the checkout shows now for the order `body` (its plan, address and date). */
export async function termsOf(
  app: App,
  token: string,
  body: { partnerId: number; paymentPlan: number; alternativeAddress: number; deliveryDate: string },
): Promise<OrderTerms> {
  const checkout: Checkout = await (await call(app, 'GET', '/v2/checkout', { token, partner: body.partnerId })).json();
  return {
    items: checkout.items.map((item) => ({
      productId: item.productId, productPackageId: item.productPackageId, quantity: item.quantityPackaging, unitPrice: item.salesPrice,
    })),
    totalPayment: checkout.payment.totalPayment,
    paymentPlan: body.paymentPlan,
    alternativeAddress: body.alternativeAddress,
    deliveryDate: body.deliveryDate,
  };
}

export function setPrice(app: App, token: string, productId: number, partnerId: number, price: number): Promise<TestResponse> {
  return call(app, 'POST', `/dev/products/${productId}/price`, { token, body: { partnerId, price } });
}
