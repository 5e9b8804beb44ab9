import type { StoredProduct } from '../../db/user-db';

const fingerprints = new WeakMap<StoredProduct, string>();

function fingerprint(row: StoredProduct): string {
  let value = fingerprints.get(row);
  if (value === undefined) {
    value = JSON.stringify(row);
    fingerprints.set(row, value);
  }
  return value;
}

/** `next` with every row equal to one of `previous` replaced by that previous object. */
export function reuseUnchanged(previous: StoredProduct[], next: StoredProduct[]): StoredProduct[] {
  if (previous.length === 0) return next;
  const byId = new Map(previous.map((row) => [row.id, row]));
  let changed = previous.length !== next.length;
  const result = next.map((row, index) => {
    const old = byId.get(row.id);
    if (old && fingerprint(old) === fingerprint(row)) {
      if (previous[index] !== old) changed = true;
      return old;
    }
    changed = true;
    return row;
  });
  return changed ? result : previous;
}
