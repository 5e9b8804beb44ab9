// A '0' typed in a cart quantity field removes the item only when the field is left ('05' is 5).
// Until then it is noted here, synchronously in localStorage, so a reload or a closed tab before
// the field is left still removes the item at the next start (docs/decisions/0142-a-typed-0-survives-a-reload.md).
// No Dexie here: the screens load this with the stepper.
import { LOCAL_KEYS, readLocal, writeLocal } from '../../db/local-keys';
import { storedTokenUser } from '../../db/session-token';

export interface TypedRemoval {
  user: string;
  partnerId: number;
  productId: number;
  productPackageId: number;
}

/** Notes (or, given null, forgets) the removal typed in a field that is still focused. */
export function noteTypedRemoval(removal: Omit<TypedRemoval, 'user'> | null): void {
  const user = storedTokenUser();
  writeLocal(LOCAL_KEYS.typedRemoval, removal && user ? JSON.stringify({ ...removal, user }) : null);
}

/** The signed-in user's removal left noted by a page that went away, if any. */
export function typedRemovalLeft(): TypedRemoval | null {
  try {
    const removal = JSON.parse(readLocal(LOCAL_KEYS.typedRemoval) ?? 'null') as TypedRemoval | null;
    return removal && removal.user === storedTokenUser() ? removal : null;
  } catch {
    return null;
  }
}
