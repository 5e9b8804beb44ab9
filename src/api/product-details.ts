// What the product screens open beyond a card: similar products, the customer's purchases of
// the product, its datasheet and images.
import type { Datasheet, ProductHistory, ProductListPage } from '../domain/entities/catalogue';
import { request } from './client';

/** [commerce §9] similar products page by 5. */
export const SIMILAR_PAGE_SIZE = 5;

export function fetchSimilarProducts(partnerId: number, productId: number, page: number): Promise<ProductListPage> {
  return request<ProductListPage>('get', `/purchase/product/${productId}/others`, {
    partnerId,
    searchParams: { page, size: SIMILAR_PAGE_SIZE, filters: `PARTNER:${partnerId}` },
  });
}

export function fetchProductHistory(partnerId: number, productId: number, page: number): Promise<ProductHistory> {
  return request<ProductHistory>('get', `/purchase/product/${productId}/history`, { partnerId, searchParams: { page } });
}

export function fetchDatasheet(partnerId: number, productId: number): Promise<Datasheet> {
  return request<Datasheet>('get', `/products/${productId}/datasheet`, { partnerId });
}

export function fetchProductImages(partnerId: number, productId: number): Promise<string[]> {
  return request<string[]>('get', `/products/${productId}/images`, { partnerId });
}
