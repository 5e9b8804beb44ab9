import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { closeUserDb, deleteUserDb, openUserDb, userDb } from '../../../src/db/user-db';
import { readDeviceValue } from '../../../src/db/device-db';
import { toStoredProduct } from '../../../src/sync/reconcile';
import { productEntry, tokenFor } from '../sync/fixtures';

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
    expect(db.verno).toBe(1);
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
    });
    expect(db.products.schema.idxByName.words.multi).toBe(true);
    await db.products.bulkPut([toStoredProduct(1, productEntry(1)), toStoredProduct(2, productEntry(1))]);
    expect(await db.products.where('words').startsWith('cari').count()).toBe(2);
    expect(await db.products.where('partnerId').equals(2).count()).toBe(1);
    await expect(readDeviceValue('activeUser')).resolves.toBe('ana');
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

  it('keeps data across connections and deletes it with the user', async () => {
    await openUserDb('ana').meta.put({ key: 'k', value: 1 });
    closeUserDb();
    expect(await openUserDb('ana').meta.get('k')).toEqual({ key: 'k', value: 1 });
    await deleteUserDb('ana');
    expect(await Dexie.exists('balcao-user-ana')).toBe(false);
  });
});
