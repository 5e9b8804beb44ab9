// The product screens' data, kept on the device so a product opened once reopens offline:
// its entry in the catalogue table, and what only those screens show (similar products,
// purchase history, datasheet, images) in meta rows of the partner and product.
import { fetchProduct } from '../../api/catalogue';
import { ApiError, HTTP_STATUS } from '../../api/errors';
import { fetchDatasheet, fetchProductHistory, fetchProductImages, fetchSimilarProducts } from '../../api/product-details';
import type { Datasheet, ProductHistory } from '../../domain/entities/catalogue';
import { userDb } from '../../db/user-db';
import { settledClock } from '../engine/settled';
import { storeProducts } from './catalogue-store';

export type ProductDetailPart = 'similar' | 'history' | 'datasheet' | 'images';

export function productDetailKey(part: ProductDetailPart, partnerId: number, productId: number): string {
  return `product-${part}:${partnerId}:${productId}`;
}

/** Similar products as ids of the catalogue table, in the server's order. */
export interface StoredSimilar {
  ids: number[];
  /** pages read so far */
  pages: number;
  lastPage: boolean;
}

export type StoredHistory = ProductHistory & { pages: number };

/** The product's entry, fresh from the server; a 404 drops the stored copy (the partner no longer sells it). */
export async function refreshProduct(partnerId: number, productId: number): Promise<void> {
  const db = userDb();
  const requestedAt = await settledClock(db);
  try {
    await storeProducts(db, partnerId, [await fetchProduct(partnerId, productId)], requestedAt);
  } catch (error) {
    if (error instanceof ApiError && error.status === HTTP_STATUS.notFound) await db.products.delete([partnerId, productId]);
    throw error;
  }
}

/** Page `page` of similar products; page 0 starts the list again, later pages extend it. */
export async function loadSimilarProducts(partnerId: number, productId: number, page: number): Promise<void> {
  const db = userDb();
  const requestedAt = await settledClock(db);
  const answer = await fetchSimilarProducts(partnerId, productId, page);
  await storeProducts(db, partnerId, answer.items, requestedAt);
  const key = productDetailKey('similar', partnerId, productId);
  const before = page === 0 ? [] : (((await db.meta.get(key))?.value as StoredSimilar | undefined)?.ids ?? []);
  const ids = [...new Set([...before, ...answer.items.map((entry) => entry.product.id)])];
  await db.meta.put({ key, value: { ids, pages: page + 1, lastPage: answer.lastPage } satisfies StoredSimilar });
}

/** Page `page` of the customer's purchases of the product; page 0 starts the list again. */
export async function loadProductHistory(partnerId: number, productId: number, page: number): Promise<void> {
  const db = userDb();
  const answer = await fetchProductHistory(partnerId, productId, page);
  const key = productDetailKey('history', partnerId, productId);
  const before = page === 0 ? [] : (((await db.meta.get(key))?.value as StoredHistory | undefined)?.history ?? []);
  await db.meta.put({ key, value: { ...answer, history: [...before, ...answer.history], pages: page + 1 } satisfies StoredHistory });
}

export async function loadDatasheet(partnerId: number, productId: number): Promise<void> {
  const sheet: Datasheet = await fetchDatasheet(partnerId, productId);
  await userDb().meta.put({ key: productDetailKey('datasheet', partnerId, productId), value: sheet });
}

export async function loadProductImages(partnerId: number, productId: number): Promise<void> {
  const images = await fetchProductImages(partnerId, productId);
  await userDb().meta.put({ key: productDetailKey('images', partnerId, productId), value: images });
}
