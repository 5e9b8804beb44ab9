// Wire shapes of orders, their details and the credit balance.
// Field names follow the specs' entities exactly; money is a number in BRL.
import type { Package } from './catalogue';

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
  statusObservation: string;
  canEdit: boolean;
  canCancel: boolean;
  orderIssues: OrderIssue[];
  payment: OrderPayment;
}

export interface OrderDetailItem {
  itemId: number;
  quantityPackages: number;
  productPackageId: number;
  hasInCart: boolean;
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
}

export interface CreditBalance {
  grossTotalAmount: number;
  creditBalance: number;
  availableCredits: number;
  pendingDebits: number;
  totalReleasedOrders: number;
  netTotalAmount: number;
}
