// Wire shapes of the cart and its issues.
// Field names follow the specs' entities exactly; money is a number in BRL.

type IssueType = 'IMPEDITIVE' | 'WARNING';

export interface Issue {
  type: IssueType;
  /** limited HTML: sanitise before rendering */
  description: string;
}

export interface CartItem {
  productId: number;
  quantity: number;
  price: number;
  productPackageId: number;
  issues: Issue[];
}

type CartStatus = 'OPEN' | 'LOCKED';

export interface Cart {
  id: number;
  partnerId: number;
  status: CartStatus;
  items: CartItem[];
  issues: Issue[];
  /** present when an order is being edited */
  orderNumber: string | null;
  /** true for customers whose registration is outdated (view-only mode) */
  outdatedRegistration: boolean;
}

export interface CartItemUpdate {
  productId: number;
  quantity: number;
  productPackageId: number;
  confirmationExcessiveQuantity: boolean;
}
