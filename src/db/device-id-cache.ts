// The Cache Storage copy of the device id: written by the page (db/device-id.ts), kept
// by the service worker when it drops old caches (sw/cache-names.ts). No DOM here.
export const DEVICE_ID_CACHE = 'balcao-device';
