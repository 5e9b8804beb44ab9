// Whether the device holds a partner's whole catalogue: the bench's search runs and the e2e tests wait for it.

/** True when the device holds the partner's whole catalogue (the meta row its first pull writes last). Runs in the page. */
function holdsWholeCatalogue({ username, partnerId }) {
  return new Promise((resolve) => {
    const open = indexedDB.open(`balcao-user-${username}`);
    open.onsuccess = () => {
      const db = open.result;
      try {
        const get = db.transaction('meta').objectStore('meta').get(`catalogue:${partnerId}`);
        get.onsuccess = () => resolve(get.result !== undefined);
        get.onerror = () => resolve(false);
      } catch {
        resolve(false); // the app has not created its tables yet
      } finally {
        db.close();
      }
    };
    open.onerror = () => resolve(false);
  });
}

/**
 * Resolves once the device holds the partner's whole catalogue. Polled with page.evaluate, which awaits the
 * promise: page.waitForFunction takes a returned promise for a truthy value at once, so a wait built on it went on
 * while the first pull was still on its first pages.
 */
export async function waitForWholeCatalogue(page, { username, partnerId }, { timeoutMs, intervalMs }) {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate(holdsWholeCatalogue, { username, partnerId }))) {
    if (Date.now() > deadline) throw new Error(`the catalogue of partner ${partnerId} was not on the device after ${timeoutMs / 1000} s`);
    await page.waitForTimeout(intervalMs);
  }
}
