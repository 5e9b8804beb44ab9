import { API_CACHE_PREFIX } from './cache-names';

// Answers that must be live or are already kept on the device elsewhere:
// sign-in and keep-connected tokens, payment status (an order's payment state too), the cart (Dexie + outbox own it offline),
// the checkout and the credit balance (amounts that must be current or not shown at all),
// catalogue changes (a replayed answer would move the device's cursor back or forth), payment slips (Dexie keeps
// them offline; a second copy's availability must be live; their PDFs would only fill the cache).
const uncachedAreas = ['authentication', 'cardpayment', 'pix', 'payment', 'payment-slip'];
const uncachedPrefixes = ['v2/cart/', 'v2/checkout', 'v2/orders/balance', 'purchase/catalogue/changes'];
// Catalogue pulls (up to 1000 products a page) are written to Dexie; a second copy here
// would only double the storage used on small phones.
const largestCachedPage = 100;

function normaliseBase(apiBase: string): string {
  return apiBase.endsWith('/') ? apiBase : `${apiBase}/`;
}

/** The API path after the base ('purchase/types/PROMOTIONS'), or null outside the API. */
export function apiPath(url: URL, apiBase: string): string | null {
  const base = normaliseBase(apiBase);
  return url.pathname.startsWith(base) ? url.pathname.slice(base.length) : null;
}

/** The first meaningful segment: 'purchase', 'products', 'orders' (for 'v2/orders/…'). */
export function apiArea(path: string): string {
  const [first = '', second = ''] = path.split('/');
  return first === 'v2' && second ? second : first;
}

export function isCacheableApiGet(url: URL, method: string, apiBase: string): boolean {
  if (method !== 'GET') return false;
  const path = apiPath(url, apiBase);
  if (path === null || path === '') return false;
  if (uncachedAreas.includes(path.split('/')[0]!)) return false;
  if (uncachedPrefixes.some((prefix) => path.startsWith(prefix))) return false;
  const size = Number(url.searchParams.get('size') ?? 0);
  return !(size > largestCachedPage);
}

export function apiCacheName(path: string): string {
  return `${API_CACHE_PREFIX}${apiArea(path)}`;
}

/** The `user` claim of a bearer token, read without verification: it only partitions the cache. */
export function userOfAuthorization(header: string | null): string | null {
  const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const binary = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    const claims = JSON.parse(json) as { user?: unknown };
    return typeof claims.user === 'string' ? claims.user : null;
  } catch {
    return null;
  }
}

// The same URL answers differently per signed-in user and per `partner` header, so both
// belong in the cache key: one customer never sees another's cached answer.
export function apiCacheKey(url: string, user: string | null, partner: string | null): string {
  const key = new URL(url);
  key.searchParams.set('__user', user ?? '');
  key.searchParams.set('__partner', partner ?? '');
  return key.href;
}
