import { DEVICE_ID_CACHE } from '../src/db/device-id-cache';

export const MEDIA_CACHE = 'balcao-media';
export const LEGAL_CACHE = 'balcao-legal';
export const DECODER_CACHE = 'balcao-decoder';
export const API_CACHE_PREFIX = 'balcao-api-';
// The device id copy is the page's cache: the worker never deletes it.
const current = [MEDIA_CACHE, LEGAL_CACHE, DECODER_CACHE, DEVICE_ID_CACHE];

// A 'balcao-' cache that this worker no longer writes, left by an earlier release.
export function isObsoleteCache(name: string): boolean {
  if (!name.startsWith('balcao-')) return false;
  return !current.includes(name) && !name.startsWith(API_CACHE_PREFIX);
}
