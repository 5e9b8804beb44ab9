// The browse screens against the real API in-process: the company user, partner 1.
import { userDb, type StoredProduct } from '../../../../src/db/user-db';

export const P = 1;

/** The device's products of the partner, as the screens read them. */
export function deviceProducts(): Promise<StoredProduct[]> {
  return userDb().products.where('partnerId').equals(P).filter((row) => !row.product.deleted).toArray();
}

/** The family of the device's catalogue with the most products. */
export async function someFamily(): Promise<{ id: number; name: string; products: StoredProduct[] }> {
  const byFamily = new Map<number, StoredProduct[]>();
  for (const row of await deviceProducts()) byFamily.set(row.product.family.id, [...(byFamily.get(row.product.family.id) ?? []), row]);
  const [id, products] = [...byFamily.entries()].sort((a, b) => b[1].length - a[1].length)[0]!;
  return { id, name: products[0]!.product.family.name, products };
}

/** `?parceiro=…&…` as the screens' links write it. */
export function query(params: Record<string, string | number>): string {
  const search = new URLSearchParams({ parceiro: String(P) });
  for (const [key, value] of Object.entries(params)) search.set(key, String(value));
  return search.toString();
}
