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
