// One database per signed-in user (named from the token's user claim). The schema only
// grows: add a version() below the last one, never edit an existing one.
import Dexie, { type Table } from 'dexie';
import type { Banner, Category, Filter, ListType, Ordination, ProductEntry } from '../domain/entities/catalogue';
import type { Cart, CartItem } from '../domain/entities/cart';
import type { CheckoutItem, CheckoutPayment, CompleteOrderRequest, TermsRefusal } from '../domain/entities/checkout';
import type { Order, OrderDetail } from '../domain/entities/orders';
import type { Partner } from '../domain/entities/account';
import type { PaymentSlip, PixCharge } from '../domain/entities/payments';
import { storedTokenUser } from './session-token';

export interface StoredProduct extends Omit<ProductEntry, 'cartItem'> {
  id: number;
  partnerId: number;
  categoryId: number;
  /** normalised words of the product (multi-entry index for local search) */
  words: string[];
}

export interface StoredList {
  partnerId: number;
  listType: ListType;
  ordination: Ordination;
  productIds: number[];
  lastPage: boolean;
  totalPages: number;
  totalElements: number;
  filters: Filter[];
  fetchedAt: number;
  /** pages held on the device, from the first (absent: only the first) */
  pagesLoaded?: number;
}

/** A lane with one filter chip chosen ('CATEGORY:3'): the pages fetched with it. */
export interface StoredFilteredList extends StoredList {
  filter: string;
}

/** A history-lane product the customer archived (local only [commerce §4] Archive). */
export interface ArchivedProduct {
  partnerId: number;
  productId: number;
  archivedAt: number;
}

export type StoredCategory = Category & { partnerId: number };
export type StoredBanner = Banner & { partnerId: number };
export type StoredCart = Omit<Cart, 'items'> & { fetchedAt: number };
export type StoredCartItem = CartItem & { partnerId: number };
type StoredOrder = Order & { partnerId: number };
/** An issued charge, readable offline until `expiresAt`. Card data has no table: it is never stored. */
export type StoredPixCharge = PixCharge & { orderId: number };
/** An issued slip, readable offline (number, value, due date, typed line) and copyable without the server. */
export type StoredSlip = PaymentSlip & { partnerId: number };

/** An order's summary PDF as the server made it, kept once fetched (shared or downloaded offline). */
export interface StoredOrderFile {
  orderId: number;
  bytes: ArrayBuffer;
}

export type OutboxCommand =
  | {
      type: 'cart-item';
      partnerId: number;
      productId: number;
      quantity: number;
      productPackageId: number;
      confirmExcessive: boolean;
      /** written by a batch (the quick order) that says itself what it added: no toast when sent */
      quiet?: boolean;
      /** the item as the server last confirmed it: what a rejection restores */
      previous: CartItem | null;
    }
  | { type: 'favorite'; partnerId: number; productId: number; favorite: boolean; previous: boolean }
  | {
      /** an order finished offline (docs/decisions/0136-orders-finished-offline.md) */
      type: 'place-order';
      partnerId: number;
      /** the queued order's own id, for the screens (the server's id comes once placed) */
      orderId: string;
      queuedAt: number;
      /** the finish request, carrying the terms the customer saw (`expectedTerms`) */
      request: CompleteOrderRequest;
      /** the items and totals as the screen showed them */
      items: CheckoutItem[];
      payment: CheckoutPayment;
      /** the delivery address as the screen showed it, one line (absent on orders queued before it was kept) */
      address?: string;
      /** the server's refusal while the order waits for the customer's review */
      refusal?: TermsRefusal;
    };

export interface OutboxEntry {
  seq?: number;
  /** coalescing key: one pending entry per key, the latest write wins */
  key: string;
  command: OutboxCommand;
  idempotencyKey: string;
  /** parked: waiting for the user (excessive quantity); the flusher skips it */
  status: 'pending' | 'parked';
  /** the server's question that parked the entry, asked again after a reload */
  parkedMessage?: string;
  /** epoch ms of the last write; the flusher waits the coalescing window after it */
  updatedAt: number;
}

export type PlaceOrderCommand = Extract<OutboxCommand, { type: 'place-order' }>;

/** A command about one product (a cart item, a favorite): what the settled log and the pulls' merge key on. */
export type ProductCommand = Extract<OutboxCommand, { productId: number }>;

interface MetaRow {
  key: string;
  value: unknown;
}

export class UserDb extends Dexie {
  partners!: Table<Partner, number>;
  products!: Table<StoredProduct, [number, number]>;
  lists!: Table<StoredList, [number, ListType, Ordination]>;
  categories!: Table<StoredCategory, [number, number]>;
  banners!: Table<StoredBanner, [number, number]>;
  carts!: Table<StoredCart, number>;
  cartItems!: Table<StoredCartItem, [number, number]>;
  outbox!: Table<OutboxEntry, number>;
  meta!: Table<MetaRow, string>;
  orders!: Table<StoredOrder, [number, number]>;
  orderDetails!: Table<OrderDetail, number>;
  pixCharges!: Table<StoredPixCharge, number>;
  filteredLists!: Table<StoredFilteredList, [number, ListType, Ordination, string]>;
  archived!: Table<ArchivedProduct, [number, number]>;
  slips!: Table<StoredSlip, [number, number]>;
  orderFiles!: Table<StoredOrderFile, number>;

  constructor(readonly username: string) {
    super(userDbName(username));
    this.version(1).stores({
      partners: 'id',
      products: '[partnerId+id], partnerId, *words, categoryId',
      lists: '[partnerId+listType+ordination]',
      categories: '[partnerId+id], partnerId',
      banners: '[partnerId+id], partnerId',
      carts: 'partnerId',
      cartItems: '[partnerId+productId], partnerId',
      outbox: '++seq, key',
      meta: 'key',
    });
    this.version(2).stores({
      orders: '[partnerId+id], partnerId',
      orderDetails: 'id',
      pixCharges: 'orderId',
    });
    // Details stored before they carried the order's money are dropped; the next visit online stores them again.
    this.version(3)
      .stores({})
      .upgrade((tx) => tx.table('orderDetails').clear());
    this.version(4).stores({
      filteredLists: '[partnerId+listType+ordination+filter]',
      archived: '[partnerId+productId], partnerId',
    });
    this.version(5).stores({
      slips: '[partnerId+id], partnerId',
    });
    this.version(6).stores({
      orderFiles: 'orderId',
    });
  }
}

function userDbName(username: string): string {
  return `balcao-user-${username}`;
}

let current: UserDb | null = null;

export function openUserDb(username: string): UserDb {
  if (current?.username === username) return current;
  current?.close();
  current = new UserDb(username);
  return current;
}

/** The signed-in user's database; opened from the stored token after a reload. */
export function userDb(): UserDb {
  const username = storedTokenUser();
  if (current && (username === null || username === current.username)) return current;
  if (username === null) throw new Error('Nenhum usuário conectado.');
  return openUserDb(username);
}

export function closeUserDb(): void {
  current?.close();
  current = null;
}

export async function deleteUserDb(username: string): Promise<void> {
  if (current?.username === username) closeUserDb();
  await Dexie.delete(userDbName(username));
}
