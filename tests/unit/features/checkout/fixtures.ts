import type { Checkout, CheckoutConditions, CompleteOrderResponse } from '../../../../src/domain/entities/checkout';

export function makeCheckout(overrides: Partial<Checkout> = {}): Checkout {
  return {
    cartId: 9,
    partnerId: 1,
    orderNumber: null,
    paymentPlan: 1,
    customerAddressList: [
      { alternateAddressId: 1, street: 'Rua A, 10', district: 'Centro', city: 'São Paulo', state: 'SP' },
    ],
    alternativeAddress: 1,
    deliveryDate: null,
    purchaseOrder: '',
    observations: '',
    items: [
      {
        productId: 101, productPackageId: 1011, productCode: 'P1', productName: 'Arroz Tipo 1', quantityPackaging: 2, brand: 'Tio João', packaging: 'CX 12',
        totalWeight: 0, salesPrice: 10, salesUnit: 'UN', total: 240, validity: null,
      },
      {
        productId: 102, productPackageId: 1021, productCode: 'P2', productName: 'Queijo Prato', quantityPackaging: 1, brand: 'Serrana', packaging: 'PC',
        totalWeight: 3.456, salesPrice: 40, salesUnit: 'KG', total: 138.24, validity: null,
      },
    ],
    payment: {
      parcels: 2, parcelValue: 189.12, total: 378.24, totalPayment: 378.24, totalBeforeDiscount: 378.24,
      deliveryFee: 0, hasAdditionalMargin: false, totalMarginVariableWeight: 0, marginVariableWeight: 10, totalVariableWeight: 0,
    },
    couponDTO: null,
    validation: { errors: [], issues: [] },
    ...overrides,
  };
}

export const conditions: CheckoutConditions = {
  paymentPlans: [
    { id: 1, description: 'Boleto 28 dias' },
    { id: 2, description: 'À vista' },
  ],
  deliveryDates: ['2026-07-15', '2026-07-16'],
  displayCoupon: true,
};

export const orderResponse: CompleteOrderResponse = {
  orderId: 77,
  number: '1043',
  deliveryDate: '2026-07-15',
  itemCount: 2,
  payment: { parcels: 2, parcelValue: 60, totalPayment: 120, canUsePix: false, canUseCreditCard: false, amountDue: 120 },
};

/** 'Finalizar pedido' cannot be used: disabled, or (while the totals are recomputed) aria-disabled, still a tab stop. */
export function isUnavailable(button: HTMLElement): boolean {
  return (button as HTMLButtonElement).disabled || button.getAttribute('aria-disabled') === 'true';
}
