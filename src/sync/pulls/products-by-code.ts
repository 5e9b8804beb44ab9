// The quick order's codes looked up on the server while the device's catalogue is still downloading.
import { fetchProductsByCode } from '../../api/catalogue';
import type { ProductEntry } from '../../domain/entities/catalogue';
import { userDb } from '../../db/user-db';
import { settledClock } from '../engine/settled';
import { storeProducts } from './catalogue-store';

/** The partner's products `codes` name (by code or barcode), now stored on the device like the catalogue's. */
export async function productsByCode(partnerId: number, codes: string[]): Promise<ProductEntry[]> {
  const db = userDb();
  const requestedAt = await settledClock(db);
  const entries = await fetchProductsByCode(partnerId, codes);
  await storeProducts(db, partnerId, entries, requestedAt);
  return entries;
}
