// Wire shapes of the checkout and of finishing an order.
// Field names follow the specs' entities exactly; money is a number in BRL.
import type { SalesUnit } from './catalogue';
import type { Issue } from './cart';
import type { OrderIssue } from './orders';

export interface CustomerAddress {
  alternateAddressId: number;
  street: string;
  district: string;
  city: string;
  state: string;
}

/** Beyond the spec's shape: an address typed at checkout by a customer with none on file (every part trimmed text). */
export interface DeliveryAddress {
  /** 8 digits */
  cep: string;
  street: string;
  number: string;
  complement: string;
  district: string;
  city: string;
  /** UF, e.g. 'SP' */
  state: string;
}

export interface CheckoutItem {
  /** beyond the spec's shape: what the order's terms name the item by */
  productId: number;
  productPackageId: number;
  productCode: string;
  productName: string;
  quantityPackaging: number;
  brand: string;
  packaging: string;
  totalWeight: number;
  salesPrice: number;
  salesUnit: SalesUnit;
  total: number;
  /** ISO date (YYYY-MM-DD): the last day a short-dated (DATA CURTA) product is in date, else null */
  validity: string | null;
}

export interface CheckoutPayment {
  parcels: number;
  parcelValue: number;
  total: number;
  totalPayment: number;
  totalBeforeDiscount: number;
  deliveryFee: number;
  hasAdditionalMargin: boolean;
  totalMarginVariableWeight: number;
  marginVariableWeight: number;
  totalVariableWeight: number;
}

export interface Coupon {
  code: string;
  discount: number;
  description: string;
}

export interface Checkout {
  cartId: number;
  partnerId: number;
  /** the order being edited, or null */
  orderNumber: string | null;
  paymentPlan: number | null;
  customerAddressList: CustomerAddress[];
  alternativeAddress: number | null;
  /** ISO date (YYYY-MM-DD) or null */
  deliveryDate: string | null;
  purchaseOrder: string;
  observations: string;
  items: CheckoutItem[];
  payment: CheckoutPayment;
  couponDTO: Coupon | null;
  validation: { errors: { field: string; errorMessage: string }[]; issues: Issue[] };
}

export interface CheckoutConditions {
  /** beyond the spec's shape: `parcels`, and `cardOnly` (paid only by card: never queued offline) */
  paymentPlans: { id: number; description: string; parcels?: number; cardOnly?: boolean }[];
  /** ISO dates (YYYY-MM-DD) */
  deliveryDates: string[];
  displayCoupon: boolean;
}

export interface CheckoutUpdate {
  paymentPlan: number | null;
  alternativeAddress: number | null;
  deliveryDate: string | null;
  purchaseOrder: string;
  observations: string;
  partnerId: number;
  coupon: string;
}

export interface CompleteOrderRequest {
  cartId: number;
  deliveryDate: string;
  observations: string;
  partnerId: number;
  paymentPlan: number;
  purchaseOrder: string;
  alternativeAddress: number | null;
  /** beyond the spec's shape, optional: the address typed at checkout (with `alternativeAddress` null) */
  deliveryAddress?: DeliveryAddress | null;
  /** echoed for the spec's shape; the server recomputes every amount */
  payment: Partial<CheckoutPayment> & { name?: string };
  orderIssues: OrderIssue[];
  couponDTO: Coupon | null;
  /** beyond the spec's shape, optional: what the customer saw; the server orders only if it still computes the same */
  expectedTerms?: OrderTerms;
}

/** One item as the customer saw it: package, quantity and price per sales unit. */
export interface OrderTermsItem {
  productId: number;
  productPackageId: number;
  quantity: number;
  unitPrice: number;
}

/** What the customer agreed to (docs/decisions/0125-order-terms-check.md). */
export interface OrderTerms {
  items: OrderTermsItem[];
  totalPayment: number;
  paymentPlan: number;
  /** null: the address typed at checkout (`deliveryAddress`) */
  alternativeAddress: number | null;
  /** YYYY-MM-DD */
  deliveryDate: string;
}

/** One way the order the server would place differs from the terms; `actual` null: not offered (or not orderable) now. */
export type TermsDifference =
  | { kind: 'price' | 'quantity' | 'package'; productId: number; expected: number; actual: number }
  | { kind: 'unavailable'; productId: number; expected: number; actual: null }
  | { kind: 'plan'; expected: number; actual: number | null }
  | { kind: 'address'; expected: number | null; actual: number | null }
  | { kind: 'date'; expected: string; actual: string | null }
  | { kind: 'total'; expected: number; actual: number };

/** The 409 body of an order whose terms no longer hold: nothing was placed. */
export interface TermsRefusal {
  message: string;
  differences: TermsDifference[];
}

export interface CompleteOrderResponse {
  orderId: number;
  number: string;
  deliveryDate: string;
  itemCount: number;
  payment: {
    parcels: number;
    parcelValue: number;
    totalPayment: number;
    /** what the plan lets the customer pay with on the app, as on the order card */
    canUsePix: boolean;
    canUseCreditCard: boolean;
    /** the total less the customer's credit: what a payment now would charge */
    amountDue: number;
  };
}
