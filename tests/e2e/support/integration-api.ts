// A distributor's system calling the integration API (README, "Integration API: catalogue"), and what its
// products look like on the device.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Demo partner 1's token with every scope (README, demo section): the demo data creates it, never production. */
const PARTNER_1_TOKEN = 'blc_demo1_qt8RdQ8xS0X2NqTKA6oqSQ4kfFQvPRN7KfOqXHILcgU';

export interface ImportedRow {
  code: string;
  status: string;
  id: number;
}

/** A product as an ERP sends it: one unit package, available, its own family (a card's heading). */
export function erpProduct(code: string, family: string, prices: { list: number; sales: number }) {
  return {
    code, name: `${family} un`, family, brand: 'Marca Integração', department: 'Mercearia',
    packages: [{ unit: 'UN', quantity: 1 }], prices, availability: { available: true, stock: 500 },
  };
}

/** POST /api/integration/v1/products/batch as partner 1; the rows' answers. */
export async function importProducts(request: APIRequestContext, products: unknown[]): Promise<ImportedRow[]> {
  const response = await request.post('/api/integration/v1/products/batch', {
    headers: { Authorization: `Bearer ${PARTNER_1_TOKEN}` },
    data: { products },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).results;
}

/** Whether the device's copy of the partner's catalogue (IndexedDB) holds the product. Runs in the page. */
export function productOnDevice(page: Page, username: string, partnerId: number, productId: number): Promise<boolean> {
  return page.evaluate(
    ({ username, key }) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open(`balcao-user-${username}`);
        open.onsuccess = () => {
          const db = open.result;
          try {
            const get = db.transaction('products').objectStore('products').count(key);
            get.onsuccess = () => resolve(get.result === 1);
            get.onerror = () => resolve(false);
          } catch {
            resolve(false);
          } finally {
            db.close();
          }
        };
        open.onerror = () => resolve(false);
      }),
    { username, key: [partnerId, productId] },
  );
}
