// Wire shapes of orders, their details and the credit balance.
// Field names follow the specs' entities exactly; money is a number in BRL.
import type { Package, SalesUnit } from './catalogue';

export type OrderStatus =
  | 'Em análise'
  | 'Em processamento'
  | 'Cancelado'
  | 'Liberado'
  | 'Entregue'
  | 'Separado'
  | 'Bloqueado'
  | 'Pendente';

export interface OrderIssue {
  /** one value is TODAY_DEADLINE */
  issueType: string;
  message: string;
  orderItemID: number | null;
}

/** The NF-e the distributor issued for the order. */
export interface OrderInvoice {
  /** the 44-digit access key */
  key: string;
  number: string;
  series: string;
  /** https link to the DANFE, the invoice's printable copy */
  danfeUrl: string;
}

interface OrderPayment {
  parcels: number;
  parcelValue: number;
  totalPayment: number;
  deliveryFee: number;
  name: string;
  canUsePix: boolean;
  canUseCreditCard: boolean;
}

export interface Order {
  id: number;
  number: string;
  status: OrderStatus;
  /** ISO date-time */
  emission: string;
  /** ISO date (YYYY-MM-DD) */
  deliveryExpected: string;
  address: string;
  purchaseOrder: string;
  paid: boolean;
  paymentLink: string | null;
  /** what the distributor tells the customer about the status: a cancellation's reason, say; '' for nothing */
  statusObservation: string;
  canEdit: boolean;
  canCancel: boolean;
  orderIssues: OrderIssue[];
  payment: OrderPayment;
  invoice: OrderInvoice | null;
}

export interface OrderDetailItem {
  itemId: number;
  quantityPackages: number;
  productPackageId: number;
  hasInCart: boolean;
  /** the price per sales unit the order charged (promotion tiers applied) */
  salesPrice: number;
  salesUnit: SalesUnit;
  /** the line total the order charged */
  total: number;
  purchase: {
    product: {
      id: number;
      family: { name: string };
      brand: { id: number; name: string };
      medias: string[];
      packages: Package[];
    };
  };
}

/** The order's money as the server stored it at checkout, and the credit set against it. */
export interface OrderDetailPayment {
  /** the payment plan */
  name: string;
  parcels: number;
  parcelValue: number;
  /** the items before the coupon */
  totalBeforeDiscount: number;
  discount: number;
  couponCode: string | null;
  deliveryFee: number;
  totalMarginVariableWeight: number;
  /** totalBeforeDiscount − discount + deliveryFee + totalMarginVariableWeight */
  totalPayment: number;
  /** customer credit set against the order: what its payment used once paid, else what a payment would use now */
  credit: number;
  /** totalPayment − credit: the amount paid, or still to pay (0 for a cancelled unpaid order) */
  netTotal: number;
}

export interface OrderDetail {
  id: number;
  number: string;
  items: OrderDetailItem[];
  /** ISO date-time */
  createdAt: string;
  observations: string;
  status: OrderStatus;
  canEdit: boolean;
  orderIssues: OrderIssue[];
  /** ISO date (YYYY-MM-DD) */
  deliveryExpected: string;
  address: string;
  purchaseOrder: string;
  paid: boolean;
  payment: OrderDetailPayment;
  statusObservation: string;
  invoice: OrderInvoice | null;
}

export interface CreditBalance {
  grossTotalAmount: number;
  creditBalance: number;
  availableCredits: number;
  pendingDebits: number;
  totalReleasedOrders: number;
  netTotalAmount: number;
}
