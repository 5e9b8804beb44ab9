// A stalled download is not an error to the browser: on a flaky network a lazy screen's import can stay open for
// minutes, and its route would show the loading state all that time.

/** `importer`, failing after `ms` when it has not arrived: the route's error screen then offers to try again. */
export function importWithin<T>(ms: number, importer: () => Promise<T>): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('import timed out')), ms);
      importer().then(resolve, reject).finally(() => clearTimeout(timer));
    });
}
