// What the sync center says of the device's storage, the offline line with the prices' date, and
// the persistent-storage request after the first whole catalogue.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { closeUserDb, deleteUserDb, userDb } from '../../../../src/db/user-db';
import { PricesDate } from '../../../../src/features/sync-center/prices-date';
import { StorageNote } from '../../../../src/features/sync-center/storage-note';
import { formatBytes, readStorageStatus, storageTexts } from '../../../../src/features/sync-center/storage-status';
import { catalogueMetaKey } from '../../../../src/sync/pulls/catalogue';
import { askPersistentStorage } from '../../../../src/sync/pulls/persistent-storage';
import { tokenFor } from '../../sync/fixtures';

const USER = '11222333000181';

function stubStorage(storage: Partial<StorageManager> | undefined) {
  Object.defineProperty(navigator, 'storage', { configurable: true, value: storage });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'storage');
});

describe('storage status', () => {
  it('says the data is persistent and how much space it uses', async () => {
    stubStorage({ persisted: async () => true, estimate: async () => ({ usage: 1536, quota: 3 * 1024 ** 3 }) });
    expect(storageTexts(await readStorageStatus())).toEqual([
      'Os dados estão guardados de forma persistente: o navegador não os apaga para liberar espaço.',
      'Espaço em uso: 1,5 KB de 3,0 GB disponíveis.',
    ]);
  });

  it('says the browser may erase data that is not persistent', async () => {
    stubStorage({ persisted: async () => false, estimate: async () => ({ usage: 0, quota: 100 }) });
    expect(storageTexts(await readStorageStatus())[0]).toMatch(/^Os dados não estão guardados de forma persistente: se faltar espaço/);
    expect(formatBytes(100)).toBe('100 bytes');
  });

  it('says the browser does not tell, without the API', async () => {
    stubStorage(undefined);
    expect(storageTexts(await readStorageStatus())).toEqual([
      'Este navegador não informa se os dados estão guardados de forma persistente.',
      'Este navegador não informa o espaço em uso.',
    ]);
  });

  it('asks for persistent storage only when not yet granted, and never throws without the API', async () => {
    const persist = vi.fn(async () => true);
    stubStorage({ persisted: async () => false, persist });
    expect(await askPersistentStorage()).toBe(true);
    expect(persist).toHaveBeenCalledOnce();
    stubStorage({ persisted: async () => true, persist });
    expect(await askPersistentStorage()).toBe(true);
    expect(persist).toHaveBeenCalledOnce();
    stubStorage({ persisted: async () => false, persist: () => Promise.reject(new Error('negado')) });
    expect(await askPersistentStorage()).toBe(false);
    stubStorage(undefined);
    expect(await askPersistentStorage()).toBe(false);
  });
});

describe('StorageNote', () => {
  const ask = () => fireEvent.click(screen.getByRole('button', { name: 'Pedir para guardar os dados' }));

  it('offers to ask again for data that is not persistent, and says the browser agreed', async () => {
    const persist = vi.fn(async () => true);
    stubStorage({ persisted: async () => false, persist });
    render(<StorageNote />);
    expect(await screen.findByText(/^O navegador costuma guardar os dados de um app instalado: instale o Balcão/)).toBeTruthy();
    ask();
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Pronto: o navegador vai guardar os dados deste aparelho.');
    expect(persist).toHaveBeenCalledOnce();
    expect(screen.getByText(/^Os dados estão guardados de forma persistente/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pedir para guardar os dados' })).toBeNull();
  });

  it('says when the browser still says no, and leaves the way to ask again', async () => {
    stubStorage({ persisted: async () => false, persist: async () => false });
    render(<StorageNote />);
    await screen.findByText(/^Os dados não estão guardados de forma persistente/);
    ask();
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^O navegador ainda não aceitou\. Instale o Balcão e peça de novo/));
    expect((screen.getByRole('button', { name: 'Pedir para guardar os dados' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('offers nothing to do when the data is persistent', async () => {
    stubStorage({ persisted: async () => true });
    render(<StorageNote />);
    await screen.findByText(/^Os dados estão guardados de forma persistente/);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('PricesDate', () => {
  beforeEach(() => localStorage.setItem('token', tokenFor(USER)));
  afterEach(async () => {
    closeUserDb();
    await deleteUserDb(USER);
    localStorage.clear();
  });

  it("says the date and time of the device's prices, in São Paulo time", async () => {
    await userDb().meta.put({ key: catalogueMetaKey(1), value: { pulledAt: Date.parse('2026-11-27T17:05:00Z'), cursor: '1' } });
    render(<PricesDate partnerId={1} />);
    expect(await screen.findByText('Preços de 27/11 às 14:05')).toBeTruthy();
  });

  it('says nothing before the first catalogue pull', async () => {
    const { container } = render(<PricesDate partnerId={2} />);
    await userDb().meta.count();
    expect(container.textContent).toBe('');
  });
});
