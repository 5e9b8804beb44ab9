// Lane pages held on the device, against the real API in-process: 'Ver mais' adds a page, and a
// home refresh keeps the pages held (fetching them again only when the first page changed).
import { beforeEach, describe, expect, it } from 'vitest';
import { userDb } from '../../../src/db/user-db';
import { loadMoreLane } from '../../../src/sync/pulls/home-lane-pages';
import { refreshHome } from '../../../src/sync/pulls/home';
import { useRealApi } from '../support/real-api';

const api = useRealApi();
const P = 1;
const HISTORY = { listType: 'LAST_PURCHASES', ordination: 'RELEVANCE', filter: '' } as const;
const held = () => userDb().lists.get([P, 'LAST_PURCHASES', 'RELEVANCE']);
const historyPagesAsked = () =>
  api.sent.filter((r) => r.path === '/purchase/types/LAST_PURCHASES' && r.search.get('ordination') === 'RELEVANCE').map((r) => r.search.get('page'));

beforeEach(async () => {
  await api.signIn();
  await refreshHome(P);
});

describe('lane pages on the device', () => {
  it("'Ver mais' adds the next page to the lane", async () => {
    await loadMoreLane(P, HISTORY);
    const row = await held();
    expect(row?.pagesLoaded).toBe(2);
    expect(row?.productIds).toHaveLength(26);
    expect(new Set(row?.productIds).size).toBe(26);
    expect(historyPagesAsked()).toEqual(['0', '1']);
  });

  it('a home refresh keeps the pages held when the first page did not change, without asking for them', async () => {
    await loadMoreLane(P, HISTORY);
    const before = await held();
    api.sent.length = 0;
    await refreshHome(P);
    expect(historyPagesAsked()).toEqual(['0']);
    expect((await held())?.productIds).toEqual(before?.productIds);
  });

  it('a home refresh fetches the held pages again when the first page changed', async () => {
    await loadMoreLane(P, HISTORY);
    const before = await held();
    await userDb().lists.update([P, 'LAST_PURCHASES', 'RELEVANCE'], { productIds: [999_999, ...before!.productIds.slice(1)] });
    api.sent.length = 0;
    await refreshHome(P);
    expect(historyPagesAsked()).toEqual(['0', '1']);
    expect(await held()).toMatchObject({ pagesLoaded: 2, productIds: before?.productIds });
  });
});
