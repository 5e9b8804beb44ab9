// After an order, the device re-reads its products: 'Última compra' shows on every card at once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductEntry } from '../../../src/domain/entities/catalogue';
import type { CompleteOrderRequest } from '../../../src/domain/entities/checkout';
import { userDb } from '../../../src/db/user-db';
import { setCartQuantity } from '../../../src/sync/commands/cart-item';
import { commandRegistry } from '../../../src/sync/commands/registry';
import { startFlusher } from '../../../src/sync/engine/flusher';
import { finishOrder, loadCheckout } from '../../../src/sync/actions/checkout';
import { storeProducts } from '../../../src/sync/pulls/catalogue-store';
import { refreshCart } from '../../../src/sync/pulls/cart';
import { useRealApi } from '../support/real-api';

const api = useRealApi();
const P = 1;
let stopFlusher = () => {};

beforeEach(async () => {
  await api.signIn();
  localStorage.setItem('partner', String(P));
  await refreshCart(P);
  stopFlusher = startFlusher(commandRegistry);
});

afterEach(() => stopFlusher());

async function orderRequest(): Promise<CompleteOrderRequest> {
  const { checkout, conditions } = await loadCheckout(P);
  return {
    cartId: checkout.cartId, deliveryDate: conditions.deliveryDates[0]!, observations: '', partnerId: P,
    paymentPlan: conditions.paymentPlans[0]!.id, purchaseOrder: '', payment: { totalPayment: 1 }, orderIssues: [], couponDTO: null,
    alternativeAddress: checkout.customerAddressList[0]?.alternateAddressId ?? null,
  };
}

describe('finishing an order', () => {
  it("re-reads the ordered products, so the device holds their new 'Última compra'", async () => {
    const before = await api.get<ProductEntry>('/purchase/product/3', P);
    expect(before.lastOrder?.quantity).not.toBe(7);
    await storeProducts(userDb(), P, [before]);
    const pkg = before.product.packages[0]!;
    await setCartQuantity(P, 3, 7, pkg.id);
    await finishOrder(P, await orderRequest(), 'ordered-products-1');
    await vi.waitFor(async () =>
      expect((await userDb().products.get([P, 3]))?.lastOrder).toMatchObject({ quantity: 7, packaging: pkg.label }),
    );
    expect(api.calls()).toContain('GET /purchase/product/3');
  });
});
