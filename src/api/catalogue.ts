import type { Banner, CatalogueChanges, Category, ListType, Ordination, ProductEntry, ProductListPage } from '../domain/entities/catalogue';
import { request } from './client';

export const LANE_PAGE_SIZE = 13;

interface PageQuery {
  page?: number;
  size?: number;
  /** '{type}:{id}' */
  filters?: string;
}

export function fetchList(
  partnerId: number,
  listType: ListType,
  query: PageQuery & { ordination?: Ordination } = {},
): Promise<ProductListPage> {
  return request<ProductListPage>('get', `/purchase/types/${listType}`, {
    partnerId,
    searchParams: { page: query.page ?? 0, size: query.size ?? LANE_PAGE_SIZE, ordination: query.ordination, filters: query.filters },
  });
}

export function searchProducts(partnerId: number, query: PageQuery & { filter?: string }): Promise<ProductListPage> {
  return request<ProductListPage>('get', '/purchase/search', {
    partnerId,
    searchParams: { filter: query.filter ?? '', page: query.page ?? 0, size: query.size ?? 10, filters: query.filters },
  });
}

/** One product with the customer's view of it (cart item, favorite, last purchase). */
export function fetchProduct(partnerId: number, productId: number): Promise<ProductEntry> {
  return request<ProductEntry>('get', `/purchase/product/${productId}`, { partnerId });
}

/** The partner's products whose code or barcode is one of `codes` (leading zeros ignored); unknown codes are left out. */
export function fetchProductsByCode(partnerId: number, codes: string[]): Promise<ProductEntry[]> {
  return request<ProductEntry[]>('post', '/purchase/products/by-code', { partnerId, json: { codes } });
}

export function fetchBanners(partnerId: number): Promise<Banner[]> {
  return request<Banner[]>('get', '/purchase/banners', { partnerId });
}

export function fetchDepartments(partnerId: number): Promise<Category[]> {
  return request<Category[]>('get', '/products/departments', { partnerId });
}

export function sendFavorite(partnerId: number, productId: number, favorite: boolean, idempotencyKey?: string): Promise<void> {
  return request<void>(favorite ? 'post' : 'delete', `/products/favorites/${productId}`, { partnerId, idempotencyKey });
}

/** The partner's catalogue changes after `since` (the cursor of the last answer); without it, only the current cursor. */
export function fetchCatalogueChanges(partnerId: number, since?: string, size = 500): Promise<CatalogueChanges> {
  return request<CatalogueChanges>('get', '/purchase/catalogue/changes', { partnerId, searchParams: { since, size } });
}
