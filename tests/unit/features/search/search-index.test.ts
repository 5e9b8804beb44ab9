// The search index in memory follows the device's catalogue: a search is told when a newer index is in.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { userDb } from '../../../../src/db/user-db';
import { searchIndex } from '../../../../src/features/search/search-index';
import { catalogueMetaKey, pullCatalogue } from '../../../../src/sync/pulls/catalogue';
import { refreshHome } from '../../../../src/sync/pulls/home';
import { useRealApi } from '../../support/real-api';

const api = useRealApi();
const P = 1;

beforeEach(async () => {
  await api.signIn();
  await refreshHome(P);
  await pullCatalogue(P);
});

describe('searchIndex', () => {
  it('tells a search made while the index was being read that the catalogue changed meanwhile', async () => {
    const db = userDb();
    const meta = (await db.meta.get(catalogueMetaKey(P)))!;
    const refreshed = vi.fn();
    const reading = searchIndex(db, P);
    const searching = searchIndex(db, P, refreshed);
    await db.meta.put({ ...meta, value: { ...(meta.value as object), cursor: 'mudou-durante-a-leitura' } });
    await Promise.all([reading, searching]);
    await waitFor(() => expect(refreshed).toHaveBeenCalledTimes(1));
  });
});
