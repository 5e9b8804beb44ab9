import type { Product } from '../../../../src/domain/entities/catalogue';
import { openUserDb, type StoredProduct, type UserDb } from '../../../../src/db/user-db';

export const PARTNER_ID = 1;

export function makeProduct(id: number, overrides: Partial<Product> = {}): Product {
  return {
    id,
    code: `P${id}`,
    family: { id: 100 + id, name: `Arroz Tipo ${id}` },
    characteristics: ['Branco', '5 kg'],
    brand: { id: 7, name: 'Tio João' },
    validity: '',
    salesUnit: 'UN',
    medias: [`/media/products/${id}.svg`],
    packages: [
      { id: 10 * id + 1, packageType: 'BOX', description: 'Caixa com 12', label: 'CX 12', weight: 0, unities: 12 },
      { id: 10 * id + 2, packageType: 'UNIT', description: 'Unidade', label: 'UN', weight: 0, unities: 1 },
    ],
    price: { price: 10, salesPrice: 10, promotions: [] },
    variableWeight: false,
    deleted: false,
    isFefo: false,
    barcode: '7890000000000',
    showAdditionalInfo: false,
    categoryId: 1,
    ...overrides,
  };
}

export function makeEntry(product: Product, overrides: Partial<StoredProduct> = {}): StoredProduct {
  return {
    id: product.id,
    partnerId: PARTNER_ID,
    categoryId: product.categoryId,
    words: [],
    product,
    favorite: false,
    hasHistoric: false,
    quantity: 0,
    suggestedQuantity: 0,
    lastOrder: null,
    customerProductSection: null,
    ...overrides,
  };
}

let counter = 0;

/** A fresh, empty user database per test. */
export async function freshDb(): Promise<UserDb> {
  counter += 1;
  const db = openUserDb(`test-${counter}-${Date.now()}`);
  await db.open();
  return db;
}
