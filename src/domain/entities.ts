// Wire shapes of the reference API (JSON bodies), shared by the app and server/.
// Field names follow the specs' entities exactly; money is a number in BRL.

export interface Partner {
  id: number;
  name: string;
  urlImage: string;
  urlCatalog: string;
  servesCustomer: boolean;
}

export interface LoginRequest {
  username: string;
  password: string;
  keepConnected: boolean;
}

export interface LoginResponse {
  token: string;
  changePasswordWarning?: string;
}

export interface KeepConnectedUser {
  keepConnectedId: string;
  userFullName: string;
  username: string;
}

export interface UserMe {
  principal: { id: number; name: string };
}

/** Body of every 4xx/5xx answer. */
export interface ApiErrorBody {
  message: string;
  status?: string;
  [key: string]: unknown;
}

export type SalesUnit = 'KG' | 'UN' | 'CX' | 'PC' | 'LT';

export interface Package {
  id: number;
  packageType: 'BOX' | 'UNIT';
  description: string;
  label: string;
  /** kg per package when the product is sold by weight */
  weight: number;
  unities: number;
}

export interface Promotion {
  minQuantity: number;
  maxQuantity: number;
  price: number;
}

export interface Product {
  id: number;
  code: string;
  family: { id: number; name: string };
  characteristics: string[];
  brand: { id: number; name: string };
  /** DD/MM/YYYY or '' */
  validity: string;
  salesUnit: SalesUnit;
  medias: string[];
  packages: Package[];
  price: { price: number; salesPrice: number; promotions: Promotion[] };
  variableWeight: boolean;
  deleted: boolean;
  isFefo: boolean;
  barcode: string;
  showAdditionalInfo: boolean;
  /** department (category) id, used for local filtering */
  categoryId: number;
}

export type IssueType = 'IMPEDITIVE' | 'WARNING';

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

export interface ProductEntry {
  product: Product;
  favorite: boolean;
  hasHistoric: boolean;
  quantity: number;
  suggestedQuantity: number;
  lastOrder: { quantity: number; packaging: string; date: string; unitType: string } | null;
  cartItem: CartItem | null;
  customerProductSection: { id: number; name: string } | null;
}

export type ListType = 'LAST_PURCHASES' | 'SUGGESTIONS' | 'PROMOTIONS' | 'FAVORITES' | 'FEFO';
export type Ordination = 'RELEVANCE' | 'ALPHABETICAL';

export interface Filter {
  id: number;
  name: string;
  type: string;
}

export interface ProductListPage {
  items: ProductEntry[];
  lastPage: boolean;
  totalPages: number;
  totalElements: number;
  filters: Filter[];
}

export type CartStatus = 'OPEN' | 'LOCKED';

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

export interface Category {
  id: number;
  name: string;
  mediaUrl: string;
}

export interface Brand {
  id: number;
  name: string;
  mediaUrl: string;
}

export interface Banner {
  id: number;
  url: string;
  /** internal path (starts with '/') or external address */
  destinationLink: string;
}

export interface VersionFile {
  version: string;
  time_limit: string;
}

export interface CurrentVersionFile {
  currentVersion: string;
}

// ── Ordering loop (issue 3) ────────────────────────────────────────────────

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

export interface OrderPayment {
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

export interface PixCharge {
  ready: boolean;
  /** base64 PNG of the QR code (no data: prefix) */
  qrcode: string;
  /** the BR Code (copia e cola) */
  emv: string;
  /** ISO date-time */
  expiresAt: string;
  maximumTimeExpirationInSeconds: number;
  currentStatusGeneration: string;
}

export interface PixPaymentStatus {
  isAlreadyPaid: boolean;
}

export interface CustomerAddress {
  alternateAddressId: number;
  street: string;
  district: string;
  city: string;
  state: string;
}

export interface CheckoutItem {
  productCode: string;
  productName: string;
  quantityPackaging: number;
  brand: string;
  packaging: string;
  totalWeight: number;
  salesPrice: number;
  salesUnit: SalesUnit;
  total: number;
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
  paymentPlans: { id: number; description: string }[];
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
  /** echoed for the spec's shape; the server recomputes every amount */
  payment: Partial<CheckoutPayment> & { name?: string };
  orderIssues: OrderIssue[];
  couponDTO: Coupon | null;
}

export interface CompleteOrderResponse {
  orderId: number;
  number: string;
  deliveryDate: string;
  itemCount: number;
  payment: { parcels: number; parcelValue: number; totalPayment: number };
}

export interface CardPaymentRequest {
  cardNumber: string;
  holder: string;
  /** MM/YYYY */
  expirationDate: string;
  securityCode: string;
  /** the order id */
  refererId: number;
}

/** REQUESTING_PAYMENT_AUTHORIZATION (0), FAILED (1), PAYMENT_AUTHORIZATION_APPROVED (2) */
export type CardPaymentStatusCode = 0 | 1 | 2;

export interface CardPaymentStatus {
  id: number;
  orderId: number;
  status: CardPaymentStatusCode;
  currentPhaseMessage: string;
}
