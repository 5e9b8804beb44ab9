// The cart's 'Total estimado' against the real API in-process: with the device's prices unchanged,
// it is the checkout's total, delivery fee and variable-weight margin included.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Checkout } from '../../../../src/domain/entities/checkout';
import { formatBrl } from '../../../../src/domain/format';
import { lineTotal } from '../../../../src/domain/pricing';
import { userDb, type StoredProduct } from '../../../../src/db/user-db';
import { CartScreen } from '../../../../src/features/cart/cart-screen';
import { setCartQuantity } from '../../../../src/sync/commands/cart-item';
import { commandRegistry } from '../../../../src/sync/commands/registry';
import { flushNow, startFlusher } from '../../../../src/sync/engine/flusher';
import { pullCatalogue } from '../../../../src/sync/pulls/catalogue';
import { refreshCart } from '../../../../src/sync/pulls/cart';
import { useRealApi } from '../../support/real-api';
import { renderPartnerScreen } from '../../app/render-with-router';

const api = useRealApi();
const P = 1;
let stopFlusher = () => {};

beforeEach(async () => {
  await api.signIn();
  localStorage.setItem('partner', String(P));
  await refreshCart(P);
  await pullCatalogue(P);
  stopFlusher = startFlusher(commandRegistry);
});

afterEach(() => stopFlusher());

/** Offered products without promotion tiers, with or without variable weight. */
async function products(variableWeight: boolean): Promise<StoredProduct[]> {
  const all = await userDb().products.where('partnerId').equals(P).toArray();
  return all.filter(
    ({ product }) => !product.deleted && product.variableWeight === variableWeight && product.price.promotions.length === 0 && product.price.salesPrice > 0,
  );
}

/** Puts `quantity` packages of each product in the cart, on the device and on the server. */
async function fill(entries: StoredProduct[], quantity: number): Promise<void> {
  for (const { product } of entries) await setCartQuantity(P, product.id, quantity, product.packages[0].id);
  await api.withFakeTimers(flushNow);
}

const itemsTotal = (entries: StoredProduct[], quantity: number) =>
  entries.reduce((sum, { product }) => sum + lineTotal(product, product.packages[0], quantity), 0);

async function shownEstimate(): Promise<{ total: string; breakdown: string }> {
  await renderPartnerScreen(CartScreen, `/carrinho?parceiro=${P}`);
  const summary = await screen.findByRole('region', { name: 'Total estimado' }, { timeout: 10_000 });
  const total = (await screen.findByText(/^Total estimado/, undefined, { timeout: 10_000 })).querySelector('strong')!.textContent!;
  return { total, breakdown: summary.textContent! };
}

describe("the cart's Total estimado", () => {
  it('adds the delivery fee under the free-delivery amount, as the checkout does', async () => {
    const [cheap] = (await products(false)).filter(({ product }) => lineTotal(product, product.packages[0], 1) < 300);
    await fill([cheap!], 1);
    const { payment } = await api.get<Checkout>('/v2/checkout', P);
    expect(payment.deliveryFee).toBe(15);
    const { total, breakdown } = await shownEstimate();
    expect(total).toBe(formatBrl(payment.totalPayment));
    expect(breakdown).toContain(`Itens: ${formatBrl(payment.totalBeforeDiscount)} · Taxa de entrega: ${formatBrl(15)}`);
    expect(breakdown).toContain(`Entrega grátis a partir de ${formatBrl(300)} em itens.`);
  });

  it('says delivery is free from the free-delivery amount on, as the checkout does', async () => {
    const entries = (await products(false)).slice(0, 5);
    let quantity = 1;
    while (itemsTotal(entries, quantity) < 300) quantity += 1;
    await fill(entries, quantity);
    const { payment } = await api.get<Checkout>('/v2/checkout', P);
    expect(payment.deliveryFee).toBe(0);
    const { total, breakdown } = await shownEstimate();
    expect(total).toBe(formatBrl(payment.totalPayment));
    expect(breakdown).toContain('Taxa de entrega: grátis');
    expect(breakdown).not.toContain('Entrega grátis a partir de');
  });

  it('adds the variable-weight margin, as the checkout does', async () => {
    const [weighed] = await products(true);
    await fill([weighed!], 1);
    const { payment } = await api.get<Checkout>('/v2/checkout', P);
    expect(payment.totalMarginVariableWeight).toBeGreaterThan(0);
    const { total, breakdown } = await shownEstimate();
    expect(total).toBe(formatBrl(payment.totalPayment));
    expect(breakdown).toContain(`Margem de peso variável: ${formatBrl(payment.totalMarginVariableWeight)}`);
  });
});
