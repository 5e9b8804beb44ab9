// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cdnOrigin, cdnUrl, isLegalDocument, isMediaRequest } from '../../../sw/media-rules';

const app = 'https://balcao.test';

describe('cdnOrigin', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['cdn.balcao.test', 'https://cdn.balcao.test'],
    ['https://cdn.balcao.test/', 'https://cdn.balcao.test'],
    ['http://localhost:9000', 'http://localhost:9000'],
  ])('%j → %s', (host, origin) => {
    expect(cdnOrigin(host)).toBe(origin);
  });
});

describe('cdnUrl', () => {
  it('serves media addresses from the CDN, keeping path and query', () => {
    expect(cdnUrl(`${app}/media/products/12.svg?v=2`, 'cdn.balcao.test')).toBe(
      'https://cdn.balcao.test/media/products/12.svg?v=2',
    );
  });

  it('leaves the address alone without a CDN or outside /media/', () => {
    expect(cdnUrl(`${app}/media/products/12.svg`, '')).toBe(`${app}/media/products/12.svg`);
    expect(cdnUrl(`${app}/assets/index.js`, 'cdn.balcao.test')).toBe(`${app}/assets/index.js`);
  });
});

describe('isMediaRequest', () => {
  it.each([
    [`${app}/media/products/1.svg`, '', true],
    [`${app}/media/banners/2.svg`, 'cdn.balcao.test', true],
    ['https://cdn.balcao.test/media/brands/3.svg', 'cdn.balcao.test', true],
    ['https://cdn.balcao.test/media/brands/3.svg', '', false],
    ['https://elsewhere.test/media/brands/3.svg', 'cdn.balcao.test', false],
    [`${app}/media/legal/cookies.md`, '', false],
    [`${app}/api/ecommerce/purchase/banners`, '', false],
  ])('%s (CDN %j) → %s', (url, cdn, expected) => {
    expect(isMediaRequest(new URL(url), app, cdn)).toBe(expected);
  });
});

describe('isLegalDocument', () => {
  it('matches the terms documents on the app origin only', () => {
    expect(isLegalDocument(new URL(`${app}/media/legal/privacy.md`), app)).toBe(true);
    expect(isLegalDocument(new URL('https://other.test/media/legal/privacy.md'), app)).toBe(false);
    expect(isLegalDocument(new URL(`${app}/media/products/1.svg`), app)).toBe(false);
  });
});
