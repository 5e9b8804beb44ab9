// An in-memory stand-in for the API area modules, mocked in with vi.mock.
import { vi } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import type { Cart, CartItemUpdate } from '../../../src/domain/entities/cart';
import type { ProductListPage } from '../../../src/domain/entities/catalogue';
import { emptyCart, productEntry } from './fixtures';

export interface Call {
  method: 'PUT' | 'DELETE' | 'POST';
  path: string;
  body?: CartItemUpdate;
  idempotencyKey?: string;
}

export const server = {
  cart: emptyCart(),
  calls: [] as Call[],
  /** thrown, in order, by the next write calls */
  failures: [] as ApiError[],
  catalogueSize: 0,
};

export function resetServer(): void {
  server.cart = emptyCart();
  server.calls = [];
  server.failures = [];
  server.catalogueSize = 0;
}

const copy = (cart: Cart): Cart => structuredClone(cart);

function failIfProgrammed(): void {
  const failure = server.failures.shift();
  if (failure) throw failure;
}

export const cartApi = {
  fetchCart: vi.fn(async () => copy(server.cart)),
  putCartItem: vi.fn(async (_partnerId: number, cartId: number, update: CartItemUpdate, idempotencyKey?: string) => {
    server.calls.push({ method: 'PUT', path: `/v2/cart/${cartId}/item`, body: update, idempotencyKey });
    failIfProgrammed();
    if (update.quantity > 20 && !update.confirmationExcessiveQuantity) {
      throw new ApiError(400, { message: `Você selecionou ${update.quantity} CX de Feijão, deseja continuar?` });
    }
    const items = server.cart.items.filter((item) => item.productId !== update.productId);
    items.push({ productId: update.productId, quantity: update.quantity, productPackageId: update.productPackageId, price: 8, issues: [] });
    server.cart.items = items;
    return copy(server.cart);
  }),
  deleteCartItem: vi.fn(async (_partnerId: number, cartId: number, productId: number) => {
    server.calls.push({ method: 'DELETE', path: `/v2/cart/${cartId}/item/${productId}` });
    failIfProgrammed();
    server.cart.items = server.cart.items.filter((item) => item.productId !== productId);
    return copy(server.cart);
  }),
};

function page(ids: number[], lastPage: boolean, totalElements: number): ProductListPage {
  return { items: ids.map((id) => productEntry(id)), lastPage, totalPages: 1, totalElements, filters: [] };
}

export const catalogueApi = {
  LANE_PAGE_SIZE: 13,
  fetchBanners: vi.fn(async () => [{ id: 1, url: '/media/banners/1.svg', destinationLink: '/busca' }]),
  fetchDepartments: vi.fn(async () => [{ id: 1, name: 'Mercearia', mediaUrl: '' }]),
  fetchList: vi.fn(async (_partnerId: number, listType: string, query: { ordination?: string }) => {
    const ids = listType === 'LAST_PURCHASES' && query.ordination === 'ALPHABETICAL' ? [2, 1] : [1, 2];
    return page(ids, true, 2);
  }),
  searchProducts: vi.fn(async (_partnerId: number, query: { page?: number; size?: number }) => {
    const size = query.size ?? 10;
    const start = (query.page ?? 0) * size;
    const end = Math.min(start + size, server.catalogueSize);
    const ids = Array.from({ length: Math.max(0, end - start) }, (_, index) => start + index + 1);
    return page(ids, end >= server.catalogueSize, server.catalogueSize);
  }),
  sendFavorite: vi.fn(async (_partnerId: number, productId: number, favorite: boolean) => {
    server.calls.push({ method: favorite ? 'POST' : 'DELETE', path: `/products/favorites/${productId}` });
    failIfProgrammed();
  }),
};

export const partnersApi = {
  fetchPartners: vi.fn(async () => [
    { id: 1, name: 'Distribuidora_Sao_Jorge', urlImage: '', urlCatalog: '', servesCustomer: true },
    { id: 3, name: 'Mega_Foods', urlImage: '', urlCatalog: 'https://example.com', servesCustomer: false },
  ]),
};
