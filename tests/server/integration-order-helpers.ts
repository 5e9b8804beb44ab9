import type { createApp } from '../../server/src/app';
import type { FeedOrder } from '../../server/src/domain/order-feed-view';
import { integration, PARTNER_1_TOKEN } from './integration-helpers';

type App = { request: ReturnType<typeof createApp>['request'] };

export interface FeedPage {
  orders: FeedOrder[];
  nextCursor: string;
}

/** One page of the orders feed; `query` as the URL's (`cursor=…&limit=…`). */
export async function feedPage(app: App, query = '', token = PARTNER_1_TOKEN): Promise<FeedPage> {
  const res = await integration(app, 'GET', `/orders${query ? `?${query}` : ''}`, { token });
  if (res.status !== 200) throw new Error(`feed ${res.status}: ${await res.text()}`);
  return res.json();
}

/** Every page from the start (or `cursor`) until an empty one: the orders in the order read, and the cursor to go on from. */
export async function readWholeFeed(app: App, cursor: string | null = null, limit = 5, token = PARTNER_1_TOKEN): Promise<FeedPage> {
  const orders: FeedOrder[] = [];
  let next = cursor;
  for (;;) {
    const page = await feedPage(app, `${next ? `cursor=${next}&` : ''}limit=${limit}`, token);
    orders.push(...page.orders);
    next = page.nextCursor;
    if (page.orders.length === 0) return { orders, nextCursor: next };
  }
}

/** An NF-e access key with a valid check digit for series 1 and number 12345 (worked out by hand: weights 2–9 from the right). */
export const NFE_KEY = '35250611222333000181550010000123451123456781';
/** The same issuer's next invoice: number 12346. */
export const NEXT_NFE_KEY = '35250611222333000181550010000123461123456789';

export const invoiceBody = (overrides: Record<string, unknown> = {}) => ({
  key: NFE_KEY, number: '12345', series: '1', danfeUrl: 'https://nfe.saojorge.example/danfe/12345.pdf', ...overrides,
});
