import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { closeUserDb, deleteUserDb, openUserDb, userDb } from '../../../src/db/user-db';
import { toStoredProduct } from '../../../src/sync/pulls/reconcile';
import { order, productEntry, tokenFor } from '../sync/fixtures';

/** The schema as version 1 shipped it: what a device upgrading from it holds. */
const VERSION_1 = {
  partners: 'id',
  products: '[partnerId+id], partnerId, *words, categoryId',
  lists: '[partnerId+listType+ordination]',
  categories: '[partnerId+id], partnerId',
  banners: '[partnerId+id], partnerId',
  carts: 'partnerId',
  cartItems: '[partnerId+productId], partnerId',
  outbox: '++seq, key',
  meta: 'key',
};

beforeEach(() => localStorage.clear());
afterEach(async () => {
  await deleteUserDb('ana');
  await deleteUserDb('bruno');
});

describe('user database', () => {
  it('opens the schema with its keys and indexes', async () => {
    const db = openUserDb('ana');
    await db.open();
    expect(db.name).toBe('balcao-user-ana');
    expect(db.verno).toBe(6);
    const schema = Object.fromEntries(db.tables.map((table) => [table.name, table.schema.primKey.keyPath]));
    expect(schema).toEqual({
      partners: 'id',
      products: ['partnerId', 'id'],
      lists: ['partnerId', 'listType', 'ordination'],
      categories: ['partnerId', 'id'],
      banners: ['partnerId', 'id'],
      carts: 'partnerId',
      cartItems: ['partnerId', 'productId'],
      outbox: 'seq',
      meta: 'key',
      orders: ['partnerId', 'id'],
      orderDetails: 'id',
      pixCharges: 'orderId',
      filteredLists: ['partnerId', 'listType', 'ordination', 'filter'],
      archived: ['partnerId', 'productId'],
      slips: ['partnerId', 'id'],
      orderFiles: 'orderId',
    });
    expect(db.slips.schema.idxByName.partnerId).toBeDefined();
    expect(db.orders.schema.idxByName.partnerId).toBeDefined();
    expect(db.products.schema.idxByName.words.multi).toBe(true);
    await db.products.bulkPut([toStoredProduct(1, productEntry(1)), toStoredProduct(2, productEntry(1))]);
    expect(await db.products.where('words').startsWith('cari').count()).toBe(2);
    expect(await db.products.where('partnerId').equals(2).count()).toBe(1);
  });

  it('userDb() follows the token: throws signed out, opens the user claim after a reload', async () => {
    expect(() => userDb()).toThrow('Nenhum usuário conectado.');
    localStorage.setItem('token', tokenFor('ana'));
    expect(userDb().name).toBe('balcao-user-ana');
    localStorage.setItem('token', tokenFor('bruno'));
    expect(userDb().name).toBe('balcao-user-bruno');
    closeUserDb();
    localStorage.clear();
    expect(() => userDb()).toThrow();
  });

  it('upgrades a version 1 database with data in it to the current version, keeping the data', async () => {
    const v1 = new Dexie('balcao-user-ana');
    v1.version(1).stores(VERSION_1);
    await v1.table('products').put(toStoredProduct(1, productEntry(1)));
    await v1.table('cartItems').put({ partnerId: 1, productId: 1, quantity: 3, price: 8, productPackageId: 101, issues: [] });
    await v1.table('outbox').add({
      key: 'cart:1:1', idempotencyKey: 'k', status: 'pending', updatedAt: 1,
      command: { type: 'cart-item', partnerId: 1, productId: 1, quantity: 3, productPackageId: 101, confirmExcessive: false, previous: null },
    });
    await v1.table('meta').put({ key: 'catalogue:1', value: { pulledAt: 1, total: 1 } });
    v1.close();

    const db = openUserDb('ana');
    await db.open();
    expect(db.verno).toBe(6);
    expect(await db.products.where('words').startsWith('feij').count()).toBe(1);
    expect(await db.cartItems.get([1, 1])).toMatchObject({ quantity: 3 });
    expect(await db.outbox.where('key').equals('cart:1:1').count()).toBe(1);
    expect(await db.meta.get('catalogue:1')).toEqual({ key: 'catalogue:1', value: { pulledAt: 1, total: 1 } });
    await db.orders.put({ ...order(5), partnerId: 1 });
    expect(await db.orders.where('partnerId').equals(1).count()).toBe(1);
    await db.slips.put({
      partnerId: 1, id: 7, number: '1001001', duedate: '2026-11-28', value: 487.9, barcode: '0'.repeat(44), typedLine: '0'.repeat(47),
      url: null, availability: 'UNKNOW',
    });
    expect(await db.slips.where('partnerId').equals(1).count()).toBe(1);
  });

  it('drops order details stored before version 3 (they had no money) and keeps the order list', async () => {
    const v2 = new Dexie('balcao-user-ana');
    v2.version(1).stores(VERSION_1);
    v2.version(2).stores({ orders: '[partnerId+id], partnerId', orderDetails: 'id', pixCharges: 'orderId' });
    await v2.table('orderDetails').put({ id: 5, number: '105', items: [] });
    await v2.table('orders').put({ ...order(5), partnerId: 1 });
    v2.close();

    const db = openUserDb('ana');
    await db.open();
    expect(await db.orderDetails.count()).toBe(0);
    expect(await db.orders.get([1, 5])).toMatchObject({ number: '105' });
  });

  it('keeps data across connections and deletes it with the user', async () => {
    await openUserDb('ana').meta.put({ key: 'k', value: 1 });
    closeUserDb();
    expect(await openUserDb('ana').meta.get('k')).toEqual({ key: 'k', value: 1 });
    await deleteUserDb('ana');
    expect(await Dexie.exists('balcao-user-ana')).toBe(false);
  });
});
