// The checkout against the real API in-process: Enter never places an order, finishing
// waits for the server's totals, paying now, editing an order, short-dated items.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Order } from '../../../../src/domain/entities/orders';
import { CheckoutScreen } from '../../../../src/features/checkout/checkout-screen';
import { setCartQuantity } from '../../../../src/sync/commands/cart-item';
import { commandRegistry } from '../../../../src/sync/commands/registry';
import { flushNow, startFlusher } from '../../../../src/sync/engine/flusher';
import { enableOrderEdit } from '../../../../src/sync/actions/orders';
import { refreshCart } from '../../../../src/sync/pulls/cart';
import { renderPartnerScreen } from '../../app/render-with-router';
import { useRealApi } from '../../support/real-api';
import { isUnavailable } from './fixtures';

const api = useRealApi();
const P = 1;
// Seeded products of partner 1 (the sync tests use the same one).
const PRODUCT = { id: 3, packageId: 31 };

const serverOrders = () => api.get<Order[]>(`/v2/orders/history/${P}`, P);
const finishButton = (name = 'Finalizar pedido') => screen.getByRole('button', { name }) as HTMLButtonElement;
const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const totals = () => screen.getByRole('region', { name: 'Resumo do pedido' });

async function addToCart(productId: number, packageId: number, quantity = 2) {
  await setCartQuantity(P, productId, quantity, packageId);
  await flushNow();
}

async function renderCheckout() {
  const view = await renderPartnerScreen(CheckoutScreen, `/finalizar-pedido?parceiro=${P}`);
  await screen.findByRole('button', { name: /^Finalizar/ }, { timeout: 10_000 });
  return view;
}

/** Chooses what the company must choose: the first address and the first delivery date. */
async function chooseAddressAndDate() {
  fireEvent.click(within(screen.getByRole('group', { name: 'Endereço de entrega' })).getAllByRole('radio')[0]);
  await waitCurrent();
  fireEvent.change(select('Data de entrega'), { target: { value: select('Data de entrega').options[1].value } });
  await waitCurrent();
}

async function waitCurrent(name = 'Finalizar pedido') {
  await screen.findByRole('button', { name });
  await expect.poll(() => isUnavailable(finishButton(name)), { timeout: 10_000 }).toBe(false);
}

let stopFlusher = () => {};

beforeEach(async () => {
  await api.signIn();
  localStorage.setItem('partner', String(P));
  await refreshCart(P);
  stopFlusher = startFlusher(commandRegistry);
});

afterEach(() => stopFlusher());

describe('Enter in the checkout fields', () => {
  it('Enter in the coupon field applies the coupon, shows the discounted total and places no order', async () => {
    await addToCart(PRODUCT.id, PRODUCT.packageId);
    const before = (await serverOrders()).length;
    await renderCheckout();
    await chooseAddressAndDate();
    const coupon = screen.getByRole('textbox', { name: 'Cupom de desconto' });
    fireEvent.change(coupon, { target: { value: 'balcao10' } });
    expect(fireEvent.keyDown(coupon, { key: 'Enter' })).toBe(false);
    expect(await within(totals()).findByText('Desconto do cupom BALCAO10')).toBeTruthy();
    await waitCurrent();
    expect(api.calls().filter((call) => call === 'POST /v2/orders')).toEqual([]);
    expect(await serverOrders()).toHaveLength(before);
    expect(screen.queryByRole('dialog', { name: 'Sucesso!' })).toBeNull();
  });

  it('Enter in the purchase order sends it at once, without waiting for the pause', async () => {
    await addToCart(PRODUCT.id, PRODUCT.packageId);
    await renderCheckout();
    const po = screen.getByRole('textbox', { name: 'Ordem de compra' });
    fireEvent.change(po, { target: { value: '4521' } });
    fireEvent.keyDown(po, { key: 'Enter' });
    await expect.poll(() => api.sent.some((r) => r.path.startsWith('/v2/checkout/v2/') && JSON.parse(r.body).purchaseOrder === '4521')).toBe(true);
    expect(api.calls()).not.toContain('POST /v2/orders');
  });
});

describe('Finalizar pedido waits for the server totals', () => {
  it('is disabled, saying why, while a change is being priced', async () => {
    await addToCart(PRODUCT.id, PRODUCT.packageId);
    await renderCheckout();
    await chooseAddressAndDate();
    const held = api.hold(/^\/v2\/checkout\/v2\//);
    fireEvent.change(select('Plano de pagamento'), { target: { value: select('Plano de pagamento').options[1].value } });
    await held.answered;
    expect(isUnavailable(finishButton())).toBe(true);
    expect(describedText(finishButton())).toBe('Atualizando os totais do pedido...');
    held.release();
    await waitCurrent();
    expect(finishButton().getAttribute('aria-describedby')).toBeNull();
  });

  it('stays a tab stop while a change is being priced (aria-disabled), so Tab from the coupon reaches it', async () => {
    await addToCart(PRODUCT.id, PRODUCT.packageId);
    await renderCheckout();
    await chooseAddressAndDate();
    fireEvent.change(screen.getByRole('textbox', { name: 'Cupom de desconto' }), { target: { value: 'BALCAO10' } });
    expect(finishButton().getAttribute('aria-disabled')).toBe('true');
    expect(finishButton().disabled).toBe(false);
    await waitCurrent();
    expect(finishButton().hasAttribute('aria-disabled')).toBe(false);
  });

  it('a typed coupon not yet sent keeps the button disabled until its total is shown', async () => {
    await addToCart(PRODUCT.id, PRODUCT.packageId);
    await renderCheckout();
    await chooseAddressAndDate();
    fireEvent.change(screen.getByRole('textbox', { name: 'Cupom de desconto' }), { target: { value: 'BALCAO10' } });
    expect(isUnavailable(finishButton())).toBe(true);
    fireEvent.click(finishButton());
    expect(api.calls()).not.toContain('POST /v2/orders');
    expect(await within(totals()).findByText('Desconto do cupom BALCAO10', undefined, { timeout: 5000 })).toBeTruthy();
    await waitCurrent();
  });

  it('after a failed update offers to update the totals, and only then finishing', async () => {
    await addToCart(PRODUCT.id, PRODUCT.packageId);
    await renderCheckout();
    await chooseAddressAndDate();
    api.fail(/^\/v2\/checkout\/v2\//, 422);
    fireEvent.change(select('Plano de pagamento'), { target: { value: select('Plano de pagamento').options[1].value } });
    const refresh = await screen.findByRole('button', { name: 'Atualizar totais' });
    expect(isUnavailable(finishButton())).toBe(true);
    expect(describedText(finishButton())).toBe('Os totais não foram atualizados com a última alteração.');
    fireEvent.click(refresh);
    await waitCurrent();
    expect(screen.queryByRole('button', { name: 'Atualizar totais' })).toBeNull();
  });
});

describe('paying now from the success modal', () => {
  it("an order on 'À vista (PIX ou cartão)' offers PIX and card, and PIX opens the order's PIX screen", async () => {
    await addToCart(PRODUCT.id, PRODUCT.packageId, 20);
    const { router } = await renderCheckout();
    expect(select('Plano de pagamento').selectedOptions[0].textContent).toBe('À vista (PIX ou cartão)');
    await chooseAddressAndDate();
    fireEvent.click(finishButton());
    const dialog = await screen.findByRole('dialog', { name: 'Sucesso!' }, { timeout: 10_000 });
    const [placed] = await serverOrders();
    expect(within(dialog).getByText(/^Valor a pagar: R\$/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Pagar com cartão' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Ver meus pedidos' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pagar com PIX' }));
    await expect.poll(() => router.state.location.pathname).toBe('/pagar-pix');
    expect(router.state.location.search).toEqual({ orderId: placed.id, parceiro: P });
  });

  it("an order on 'Boleto 28 dias' offers only 'Ver meus pedidos'", async () => {
    await addToCart(PRODUCT.id, PRODUCT.packageId, 20);
    await renderCheckout();
    await chooseAddressAndDate();
    const plan = select('Plano de pagamento');
    fireEvent.change(plan, { target: { value: [...plan.options].find((o) => o.textContent === 'Boleto 28 dias')!.value } });
    await waitCurrent();
    fireEvent.click(finishButton());
    const dialog = await screen.findByRole('dialog', { name: 'Sucesso!' }, { timeout: 10_000 });
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['Ver meus pedidos']);
  });
});

describe('the purchase order', () => {
  it('keeps digits and says so when letters are typed or pasted, until the field is emptied', async () => {
    await addToCart(PRODUCT.id, PRODUCT.packageId);
    await renderCheckout();
    const po = screen.getByRole('textbox', { name: 'Ordem de compra' }) as HTMLInputElement;
    fireEvent.change(po, { target: { value: '12' } });
    expect(describedText(po)).toBe('');
    fireEvent.change(po, { target: { value: 'PO-12ab3' } });
    expect(po.value).toBe('123');
    expect(describedText(po)).toBe('A ordem de compra aceita só números, até 15 dígitos. O que não é número foi retirado.');
    fireEvent.change(po, { target: { value: '1234' } });
    expect(describedText(po)).toMatch(/^A ordem de compra aceita só números/);
    fireEvent.change(po, { target: { value: '' } });
    expect(describedText(po)).toBe('');
  });
});

describe('short-dated items', () => {
  /** A seeded DATA CURTA product whose validity falls inside the offered delivery dates. */
  async function shortDatedProduct(first: string, last: string) {
    const [row] = await api.server.db.query<{ id: number; validity: string; package_id: number; name: string }>(
      `SELECT p.id, to_char(p.validity, 'YYYY-MM-DD') AS validity, (p.packages->0->>'id')::int AS package_id, f.name
       FROM products p JOIN families f ON f.id = p.family_id
       WHERE p.partner_id = $1 AND p.is_fefo AND NOT p.deleted AND p.validity >= $2 AND p.validity < $3 ORDER BY p.validity, p.id LIMIT 1`,
      [P, first, last],
    );
    return row;
  }
  const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

  it("flags the line 'Validade {date}, antes da entrega' for a later delivery date, and the dates say which keep it in date", async () => {
    // The server's clock is 2025-06-02: it offers the weekdays from 2025-06-03 to 2025-06-16.
    const product = await shortDatedProduct('2025-06-03', '2025-06-16');
    await addToCart(product.id, product.package_id);
    await renderCheckout();
    const dates = select('Data de entrega');
    const options = [...dates.options].slice(1);
    const kept = options.filter((o) => o.value <= product.validity);
    const lost = options.filter((o) => o.value > product.validity);
    expect(lost.length).toBeGreaterThan(0);
    expect(kept.length).toBeGreaterThan(0);
    for (const o of kept) expect(o.textContent).toBe(`${ddmmyyyy(o.value)} – todos os itens na validade`);
    for (const o of lost) expect(o.textContent).toBe(`${ddmmyyyy(o.value)} – 1 item vence antes`);
    expect(describedText(dates)).toBe(`Entregas até ${ddmmyyyy(kept[kept.length - 1].value)} mantêm todos os itens na validade.`);

    fireEvent.change(dates, { target: { value: lost[0].value } });
    const line = screen.getByText(product.name).closest('li') as HTMLElement;
    expect(within(line).getByText(`Validade ${ddmmyyyy(product.validity)}, antes da entrega`)).toBeTruthy();
    fireEvent.change(dates, { target: { value: kept[0].value } });
    expect(within(line).queryByText(/antes da entrega/)).toBeNull();
  });
});

describe('editing an order', () => {
  async function placeAndEdit() {
    await addToCart(PRODUCT.id, PRODUCT.packageId);
    await renderCheckout().then(async (view) => {
      await chooseAddressAndDate();
      const address = within(screen.getByRole('group', { name: 'Endereço de entrega' })).getAllByRole('radio')[1];
      fireEvent.click(address);
      await waitCurrent();
      fireEvent.change(select('Plano de pagamento'), { target: { value: select('Plano de pagamento').options[1].value } });
      await waitCurrent();
      fireEvent.change(screen.getByRole('textbox', { name: 'Ordem de compra' }), { target: { value: '778899' } });
      fireEvent.change(screen.getByRole('textbox', { name: 'Observações' }), { target: { value: 'Entregar pela manhã' } });
      await waitCurrent();
      fireEvent.click(finishButton());
      await screen.findByRole('dialog', { name: 'Sucesso!' }, { timeout: 10_000 });
      view.unmount();
    });
    const [order] = await serverOrders();
    await enableOrderEdit(P, order.id, false);
    return order;
  }

  it("preselects the order's address, plan, date, purchase order and notes, and 'Finalizar alterações' saves them", async () => {
    const order = await placeAndEdit();
    const before = (await serverOrders()).length;
    await renderCheckout();
    expect(screen.getByRole('heading', { level: 1, name: 'Revisar Alterações' })).toBeTruthy();
    const radios = within(screen.getByRole('group', { name: 'Endereço de entrega' })).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.checked)).toEqual([false, true]);
    expect(select('Plano de pagamento').selectedOptions[0].textContent).toBe('Boleto 28 dias');
    expect(select('Data de entrega').value).toBe('2025-06-03');
    expect((screen.getByRole('textbox', { name: 'Ordem de compra' }) as HTMLInputElement).value).toBe('778899');
    expect((screen.getByRole('textbox', { name: 'Observações' }) as HTMLTextAreaElement).value).toBe('Entregar pela manhã');
    fireEvent.click(finishButton('Finalizar alterações'));
    const dialog = await screen.findByRole('dialog', { name: 'Sucesso!' }, { timeout: 10_000 });
    expect(within(dialog).getByText(`As alterações do pedido n° ${order.number} foram salvas.`)).toBeTruthy();
    expect(await serverOrders()).toHaveLength(before);
    expect((await serverOrders()).find((o) => o.id === order.id)).toMatchObject({ purchaseOrder: '778899', address: order.address });
  });
});
