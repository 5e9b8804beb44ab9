import type { Order, OrderDetail } from '../../../../src/domain/entities/orders';
import { openUserDb, type OutboxEntry, type PlaceOrderCommand, type UserDb } from '../../../../src/db/user-db';

export const PARTNER_ID = 2;

export function makeOrder(id: number, overrides: Partial<Order> = {}): Order {
  return {
    id,
    number: `10${id}`,
    status: 'Pendente',
    emission: `2025-03-${String(10 + id).padStart(2, '0')}T10:00:00Z`,
    deliveryExpected: '2025-03-30',
    address: 'Rua A, 1',
    purchaseOrder: '',
    paid: false,
    paymentLink: null,
    statusObservation: '',
    canEdit: false,
    canCancel: false,
    orderIssues: [],
    payment: { parcels: 1, parcelValue: 100, totalPayment: 100, deliveryFee: 0, name: 'À vista', canUsePix: false, canUseCreditCard: false },
    invoice: null,
    ...overrides,
  };
}

export function makeDetail(id: number, overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id,
    number: `10${id}`,
    createdAt: '2025-03-11T10:00:00Z',
    observations: 'Entregar pela manhã',
    status: 'Entregue',
    canEdit: false,
    orderIssues: [],
    deliveryExpected: '2025-03-14',
    address: 'Rua A, 1 - Centro, São Paulo/SP',
    purchaseOrder: '4455',
    paid: false,
    statusObservation: '',
    invoice: null,
    payment: {
      name: 'Boleto 28 dias', parcels: 1, parcelValue: 375, totalBeforeDiscount: 360, discount: 0, couponCode: null, deliveryFee: 15,
      totalMarginVariableWeight: 0, totalPayment: 375, credit: 0, netTotal: 375,
    },
    items: [
      {
        itemId: 1,
        quantityPackages: 3,
        productPackageId: 11,
        hasInCart: false,
        salesPrice: 10,
        salesUnit: 'UN',
        total: 360,
        purchase: {
          product: {
            id: 5,
            family: { name: 'Arroz Tipo 1' },
            brand: { id: 7, name: 'Tio João' },
            medias: [],
            packages: [{ id: 11, packageType: 'BOX', description: 'Caixa com 12', label: 'CX 12', weight: 0, unities: 12 }],
          },
        },
      },
    ],
    ...overrides,
  };
}

const queuedItem = { productId: 1, productPackageId: 11, productCode: 'P1', productName: 'Arroz Tipo 1', quantityPackaging: 2, brand: 'Tio João', packaging: 'CX 12', totalWeight: 0, salesPrice: 10, salesUnit: 'UN' as const, total: 240, validity: null };
const queuedPayment = { parcels: 1, parcelValue: 255, total: 240, totalPayment: 255, totalBeforeDiscount: 240, deliveryFee: 15, hasAdditionalMargin: false, totalMarginVariableWeight: 0, marginVariableWeight: 10, totalVariableWeight: 0 };

/** An order finished offline at PARTNER_ID, waiting in the outbox; with a refusal, parked for review. */
export function queuedEntry(orderId: string, refusal?: PlaceOrderCommand['refusal']): OutboxEntry {
  const command: PlaceOrderCommand = {
    type: 'place-order', partnerId: PARTNER_ID, orderId, queuedAt: Date.UTC(2026, 10, 28, 12), items: [queuedItem], payment: queuedPayment, refusal,
    address: 'Rua das Flores, 120 - Centro, São Paulo/SP',
    request: {
      cartId: 9, deliveryDate: '2099-07-15', observations: '', partnerId: PARTNER_ID, paymentPlan: 12, purchaseOrder: '', alternativeAddress: 1,
      payment: { totalPayment: 255, name: 'Boleto 28 dias' }, orderIssues: [], couponDTO: null,
      expectedTerms: { items: [{ productId: 1, productPackageId: 11, quantity: 2, unitPrice: 10 }], totalPayment: 255, paymentPlan: 12, alternativeAddress: 1, deliveryDate: '2099-07-15' },
    },
  };
  return { key: `order:${orderId}`, command, idempotencyKey: `key-${orderId}`, status: refusal ? 'parked' : 'pending', parkedMessage: refusal?.message, updatedAt: 0 };
}

let counter = 0;

/** A fresh, empty user database per test. */
export async function freshDb(): Promise<UserDb> {
  counter += 1;
  const db = openUserDb(`orders-test-${counter}-${Date.now()}`);
  await db.open();
  return db;
}
