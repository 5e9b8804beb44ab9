export const MEDIA_CACHE = 'balcao-media';
export const LEGAL_CACHE = 'balcao-legal';
export const API_CACHE_PREFIX = 'balcao-api-';
// Owned by the page (the device id copy at '/__device-id'): the worker never deletes it.
export const DEVICE_CACHE = 'balcao-device';

const current = [MEDIA_CACHE, LEGAL_CACHE, DEVICE_CACHE];

// A 'balcao-' cache that this worker no longer writes, left by an earlier release.
export function isObsoleteCache(name: string): boolean {
  if (!name.startsWith('balcao-')) return false;
  return !current.includes(name) && !name.startsWith(API_CACHE_PREFIX);
}
