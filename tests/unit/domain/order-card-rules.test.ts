// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Order, OrderIssue, OrderStatus } from '../../../src/domain/entities/orders';
import {
  APPROVAL_MESSAGE, canAddItemToCart, canCancel, canChange, issueAlert, paymentTag, showCard, showPix,
} from '../../../src/domain/order-card-rules';

function order(overrides: Partial<Order> = {}, payment: Partial<Order['payment']> = {}): Order {
  return {
    id: 1, number: '100201', status: 'Pendente', emission: '2025-06-01T10:00:00Z', deliveryExpected: '2025-06-05', address: '',
    purchaseOrder: '', paid: false, paymentLink: null, statusObservation: '', canEdit: true, canCancel: true, orderIssues: [],
    payment: { parcels: 1, parcelValue: 10, totalPayment: 10, deliveryFee: 0, name: 'À vista', canUsePix: true, canUseCreditCard: true, ...payment },
    invoice: null,
    ...overrides,
  };
}

const issue = (issueType: string): OrderIssue => ({ issueType, message: 'x', orderItemID: null });

describe('canCancel / canChange', () => {
  it.each([
    [{}, true, true],
    [{ canEdit: false }, true, false],
    [{ canCancel: false }, false, false],
    [{ status: 'Cancelado' as OrderStatus }, false, false],
  ])('%j → cancel %s, change %s', (overrides, cancel, change) => {
    expect(canCancel(order(overrides))).toBe(cancel);
    expect(canChange(order(overrides))).toBe(change);
  });
});

describe('showPix / showCard', () => {
  it.each([
    [{}, {}, true, true],
    [{ paid: true }, {}, false, false],
    [{ status: 'Cancelado' as OrderStatus }, {}, false, false],
    [{}, { canUsePix: false }, false, true],
    [{}, { canUseCreditCard: false }, true, false],
  ])('%j %j → pix %s, card %s', (overrides, payment, pix, card) => {
    expect(showPix(order(overrides, payment))).toBe(pix);
    expect(showCard(order(overrides, payment))).toBe(card);
  });
});

describe('paymentTag', () => {
  it.each([
    [{}, null],
    [{ paid: true, paymentLink: 'https://pagar.example/1' }, { kind: 'paid', text: 'Pagamento recebido.' }],
    [{ paymentLink: 'https://pagar.example/1' }, { kind: 'open', text: 'Pagamento em aberto', action: 'Efetuar pagamento', link: 'https://pagar.example/1' }],
  ])('%j → %j', (overrides, tag) => expect(paymentTag(order(overrides))).toEqual(tag));
});

describe('issueAlert', () => {
  const two = [issue('TODAY_DEADLINE'), issue('CREDIT'), issue('STOCK')];
  it.each([
    ['Pendente', [], null],
    ['Pendente', [issue('TODAY_DEADLINE')], null],
    ['Pendente', [issue('TODAY_DEADLINE'), issue('CREDIT')], 'Este pedido possui 1 pendência.'],
    ['Bloqueado', two, 'Este pedido possui 2 pendências.'],
    ['Liberado', two, 'Este pedido possui 2 pendências.'],
    ['Em análise', [], APPROVAL_MESSAGE],
    ['Em análise', two, APPROVAL_MESSAGE],
    ['Em processamento', two, null],
    ['Cancelado', two, null],
  ] as [OrderStatus, OrderIssue[], string | null][])('%s with %# → %s', (status, orderIssues, text) =>
    expect(issueAlert({ status, orderIssues })).toBe(text));
});

describe('canAddItemToCart', () => {
  it.each([
    ['Em processamento', false],
    ['Em análise', false],
    ['Liberado', false],
    ['Separado', false],
    ['Entregue', true],
    ['Cancelado', true],
    ['Bloqueado', true],
    ['Pendente', true],
  ] as [OrderStatus, boolean][])('%s → %s', (status, allowed) => expect(canAddItemToCart(status)).toBe(allowed));
});
