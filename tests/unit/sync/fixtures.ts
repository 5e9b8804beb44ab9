import type { Cart } from '../../../src/domain/entities/cart';
import type { Order } from '../../../src/domain/entities/orders';
import type { PixCharge } from '../../../src/domain/entities/payments';
import type { ProductEntry } from '../../../src/domain/entities/catalogue';

export function productEntry(id: number, patch: Partial<ProductEntry> = {}): ProductEntry {
  return {
    product: {
      id,
      code: `P${id}`,
      family: { id: id * 10, name: `Feijão Carioca ${id}` },
      characteristics: ['Tipo 1'],
      brand: { id: 3, name: 'Camil' },
      validity: '',
      salesUnit: 'UN',
      medias: [],
      packages: [{ id: 100 + id, packageType: 'BOX', description: 'Caixa com 10', label: 'CX', weight: 10, unities: 10 }],
      price: { price: 8, salesPrice: 8, promotions: [] },
      variableWeight: false,
      deleted: false,
      isFefo: false,
      barcode: '',
      showAdditionalInfo: false,
      categoryId: 1,
    },
    favorite: false,
    hasHistoric: false,
    quantity: 0,
    suggestedQuantity: 2,
    lastOrder: null,
    cartItem: null,
    customerProductSection: null,
    ...patch,
  };
}

export function emptyCart(partnerId = 1, id = 10): Cart {
  return { id, partnerId, status: 'OPEN', items: [], issues: [], orderNumber: null, outdatedRegistration: false };
}

/** header.payload.signature with the given user claim (the signature is not checked here). */
export function tokenFor(user: string, name = 'Ana Souza'): string {
  const payload = btoa(JSON.stringify({ sub: '7', user, name, cid: 1 })).replace(/=+$/, '');
  return `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.${payload}.c2ln`;
}

export function order(id: number, patch: Partial<Order> = {}): Order {
  return {
    id,
    number: `10${id}`,
    status: 'Pendente',
    emission: `2026-03-0${(id % 9) + 1}T10:00:00Z`,
    deliveryExpected: '2026-03-20',
    address: 'Rua das Flores, 10',
    purchaseOrder: '',
    paid: false,
    paymentLink: null,
    statusObservation: '',
    canEdit: true,
    canCancel: true,
    orderIssues: [],
    payment: { parcels: 1, parcelValue: 100, totalPayment: 100, deliveryFee: 0, name: 'À vista', canUsePix: true, canUseCreditCard: true },
    invoice: null,
    ...patch,
  };
}

export function pixCharge(expiresAt: string, patch: Partial<PixCharge> = {}): PixCharge {
  return {
    ready: true, qrcode: 'iVBORw0KGgo=', emv: '00020126580014br.gov.bcb.pix', expiresAt,
    maximumTimeExpirationInSeconds: 3600, currentStatusGeneration: 'Gerado', amount: 100, orderNumber: '1005', receiverName: 'Distribuidora São Jorge',
    ...patch,
  };
}
