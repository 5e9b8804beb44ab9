// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isObsoleteCache } from '../../../sw/cache-names';

describe('isObsoleteCache', () => {
  it.each([
    ['balcao-device', false],
    ['balcao-media', false],
    ['balcao-legal', false],
    ['balcao-api-purchase', false],
    ['balcao-images-v1', true],
    ['workbox-precache-v2-https://balcao.test/', false],
    ['someone-else', false],
  ])('%s → %s', (name, expected) => {
    expect(isObsoleteCache(name)).toBe(expected);
  });
});
