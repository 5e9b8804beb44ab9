import { beforeEach, describe, expect, it } from 'vitest';
import {
  deepLinkHref, deepLinkOf, forgetDeepLink, linkedPartner, pendingDeepLink, rememberDeepLink,
} from '../../../../src/features/deep-links/deep-link';

beforeEach(() => localStorage.clear());

describe('deepLinkOf', () => {
  it('keeps an order link as its screen, queries and no parameters', () => {
    expect(deepLinkOf('/detalhes-pedido', { id: 7, order: '1042', parceiro: 2 })).toEqual({
      path: '/detalhes-pedido',
      requirePartner: true,
      mapQueries: { id: '7', order: '1042', parceiro: '2' },
      mapParameters: {},
    });
  });

  it('keeps a product link’s id as a parameter of its pattern', () => {
    expect(deepLinkOf('/produto/55', { parceiro: 1 })).toMatchObject({ path: '/produto/$id', mapParameters: { id: '55' } });
    expect(deepLinkOf('/produto/similares/55', {})).toMatchObject({ path: '/produto/similares/$id', mapParameters: { id: '55' } });
  });

  it('keeps a PIX payment link', () => {
    expect(deepLinkOf('/pagar-pix', { orderId: 7 })).toMatchObject({ path: '/pagar-pix', mapQueries: { orderId: '7' } });
  });

  it.each(['/', '/parceiro', '/hub', '/login', '/produto', '/produto/1/2', '/https://evil.example', '/nao-existe'])(
    'keeps nothing for %s',
    (pathname) => {
      expect(deepLinkOf(pathname, {})).toBeNull();
    },
  );
});

describe('deepLinkHref', () => {
  it('opens the link with the chosen partner in place of the link’s', () => {
    const link = deepLinkOf('/detalhes-pedido', { id: 7, order: '1042', parceiro: 2 })!;
    expect(deepLinkHref(link, 1)).toBe('/detalhes-pedido?id=7&order=1042&parceiro=1');
  });

  it('fills the pattern’s parameters, encoded', () => {
    const link = deepLinkOf('/produto/55', {})!;
    expect(deepLinkHref(link, 3)).toBe('/produto/55?parceiro=3');
    expect(deepLinkHref({ ...link, mapParameters: { id: 'a/b' } }, 3)).toBe('/produto/a%2Fb?parceiro=3');
  });
});

describe('linkedPartner', () => {
  const link = deepLinkOf('/carrinho', { parceiro: 2 })!;

  it('answers the link’s partner when the user can select it', () => {
    expect(linkedPartner(link, [1, 2])).toBe(2);
  });

  it('answers null when the user has no such partner, or the link names none', () => {
    expect(linkedPartner(link, [1])).toBeNull();
    expect(linkedPartner(deepLinkOf('/carrinho', {})!, [1, 2])).toBeNull();
  });
});

describe('stored link', () => {
  it('is read back after being remembered, and gone once forgotten', () => {
    rememberDeepLink('/detalhes-pedido', { id: 7, order: '1042', parceiro: 2 });
    expect(pendingDeepLink()).toMatchObject({ path: '/detalhes-pedido', mapQueries: { id: '7' } });
    forgetDeepLink();
    expect(pendingDeepLink()).toBeNull();
  });

  it('is not stored for an address that is no screen behind sign-in', () => {
    rememberDeepLink('/hub', {});
    expect(localStorage.getItem('deepLink')).toBeNull();
  });

  it.each([
    ['another site', { path: '//evil.example', requirePartner: true, mapQueries: {}, mapParameters: {} }],
    ['an unknown path', { path: '/admin', requirePartner: true, mapQueries: {}, mapParameters: {} }],
    ['a missing parameter', { path: '/produto/$id', requirePartner: true, mapQueries: {}, mapParameters: {} }],
    ['queries that are not text', { path: '/carrinho', requirePartner: true, mapQueries: { a: 1 }, mapParameters: {} }],
    ['not JSON', 'javascript:alert(1)'],
  ])('is ignored when it names %s', (_, stored) => {
    localStorage.setItem('deepLink', typeof stored === 'string' ? stored : JSON.stringify(stored));
    expect(pendingDeepLink()).toBeNull();
  });

  it('takes requirePartner from the screen, not from what was stored', () => {
    localStorage.setItem('deepLink', JSON.stringify({ path: '/carrinho', requirePartner: false, mapQueries: {}, mapParameters: {} }));
    expect(pendingDeepLink()?.requirePartner).toBe(true);
  });
});
