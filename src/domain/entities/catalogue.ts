// Wire shapes of the catalogue: products, packages, prices, lists, departments, brands, banners.
// Field names follow the specs' entities exactly; money is a number in BRL.
import type { CartItem } from './cart';

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
  /** the partner's ranking of the product: search orders each group by it, highest first (absent in rows stored before it was sent) */
  relevance?: number;
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
  /** the offer the artwork shows, as text: the banner's accessible name (ours; absent upstream) */
  headline?: string;
}

/**
 * What changed in a partner's catalogue after a cursor: whole entries of changed products and
 * the ids of products no longer offered. `cursor` is opaque: sent back as `since` next time.
 */
export interface CatalogueChanges {
  cursor: string;
  items: ProductEntry[];
  removed: number[];
  /** false: more changes follow; ask again with this cursor */
  lastPage: boolean;
}

/** A partner's sector ('Setor'): the customer files product families into it. */
export interface Section {
  id: number;
  name: string;
}

/** A family of a category (the category screen's list). */
export interface Family {
  id: number;
  name: string;
}

export interface Contact {
  name: string;
  description: string;
  phoneNumber: string;
}

/** GET /products/{id}/datasheet: the additional info of the spec, plus named attributes. */
export interface Datasheet {
  barcode: string;
  technicalInfo: string;
  attributes: { name: string; value: string }[];
}

/** GET /purchase/product/{id}/history: the customer's purchases of a product, newest first, paged. */
export interface ProductHistory {
  product: { id: number; family: { name: string }; salesUnit: SalesUnit; packages: { id: number; description: string }[] };
  history: { date: string; quantity: number; unitType: SalesUnit; packaging: string; productPackageId: number }[];
  lastPage: boolean;
  totalElements: number;
}
