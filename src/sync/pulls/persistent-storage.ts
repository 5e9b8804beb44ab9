// After the first whole catalogue is on the device, the app asks the browser to keep its data
// under storage pressure (docs/decisions/0144-sync-center.md). Browsers without the API skip it.

/** Asks once per call; never throws. Resolves with the browser's answer, false without the API. */
export async function askPersistentStorage(): Promise<boolean> {
  const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined;
  if (!storage || typeof storage.persist !== 'function') return false;
  try {
    return (await storage.persisted?.()) || (await storage.persist());
  } catch {
    return false;
  }
}
