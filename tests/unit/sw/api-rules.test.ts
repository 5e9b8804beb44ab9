// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiCacheKey, apiCacheName, isCacheableApiGet, userOfAuthorization } from '../../../sw/api-rules';

const base = '/api/ecommerce';
const at = (path: string) => new URL(`https://balcao.test${path}`);

function token(claims: object): string {
  const part = (value: object) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part(claims)}.signature`;
}

describe('isCacheableApiGet', () => {
  it.each([
    ['/api/ecommerce/purchase/types/PROMOTIONS?page=0&size=13', 'GET', true],
    ['/api/ecommerce/products/departments', 'GET', true],
    ['/api/ecommerce/v2/orders/7', 'GET', true],
    ['/api/ecommerce/purchase/search?filter=&page=3&size=1000', 'GET', false],
    ['/api/ecommerce/authentication/keepconnected', 'GET', false],
    ['/api/ecommerce/v2/cart/1', 'GET', false],
    ['/api/ecommerce/purchase/catalogue/changes?since=12&size=5', 'GET', false],
    ['/api/ecommerce/v2/checkout', 'GET', false],
    ['/api/ecommerce/v2/checkout/3/conditions', 'GET', false],
    ['/api/ecommerce/v2/orders/balance/credit/7', 'GET', false],
    ['/api/ecommerce/v2/orders/history/1', 'GET', true],
    ['/api/ecommerce/cardpayment/12', 'GET', false],
    ['/api/ecommerce/pix/cob/12', 'GET', false],
    ['/api/ecommerce/payment/order/12', 'GET', false],
    ['/api/ecommerce/payment-slip/4', 'GET', false],
    ['/api/ecommerce/payment-slip/4/pdf', 'GET', false],
    ['/api/ecommerce/products/favorites/5', 'POST', false],
    ['/api/ecommerce/v2/cart/9/item', 'PUT', false],
    ['/api/ecommerce', 'GET', false],
    ['/media/products/1.svg', 'GET', false],
    ['/api/ecommerceX/purchase/banners', 'GET', false],
  ])('%s %s → %s', (path, method, expected) => {
    expect(isCacheableApiGet(at(path), method, base)).toBe(expected);
  });

  it('accepts a base written with a trailing slash', () => {
    expect(isCacheableApiGet(at('/api/ecommerce/purchase/banners'), 'GET', '/api/ecommerce/')).toBe(true);
  });
});

describe('apiCacheName', () => {
  it.each([
    ['purchase/types/FEFO', 'balcao-api-purchase'],
    ['products/brands/1', 'balcao-api-products'],
    ['v2/orders/3', 'balcao-api-orders'],
    ['user/me', 'balcao-api-user'],
  ])('%s → %s', (path, name) => {
    expect(apiCacheName(path)).toBe(name);
  });
});

describe('userOfAuthorization', () => {
  it('reads the user claim of a bearer token, accents included', () => {
    expect(userOfAuthorization(`Bearer ${token({ user: 'joão.silva', sub: '1' })}`)).toBe('joão.silva');
  });

  it.each([[null], [''], ['Basic abc'], ['Bearer not-a-jwt'], [`Bearer ${token({ sub: '1' })}`]])(
    'gives null for %s',
    (header) => {
      expect(userOfAuthorization(header)).toBeNull();
    },
  );
});

describe('apiCacheKey', () => {
  it('separates users and partners that ask for the same address', () => {
    const url = 'https://balcao.test/api/ecommerce/purchase/types/FAVORITES?page=0';
    const keys = new Set([
      apiCacheKey(url, 'ana', '1'),
      apiCacheKey(url, 'ana', '2'),
      apiCacheKey(url, 'bruno', '1'),
      apiCacheKey(url, null, null),
    ]);
    expect(keys.size).toBe(4);
    expect(apiCacheKey(url, 'ana', '1')).toBe(apiCacheKey(url, 'ana', '1'));
    expect(new URL(apiCacheKey(url, 'ana', '1')).searchParams.get('page')).toBe('0');
  });
});
