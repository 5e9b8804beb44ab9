import { useLiveQuery } from 'dexie-react-hooks';
import { userDb } from '../../db/user-db';
import { readCheckoutSnapshot } from '../../sync/pulls/checkout-snapshot';

/**
 * Whether the partner's checkout conditions are on the device (the checkout was opened online once), so an order
 * can be finished offline; undefined until read.
 */
export function useCheckoutKept(partnerId: number): boolean | undefined {
  return useLiveQuery(async () => (await readCheckoutSnapshot(userDb(), partnerId)) !== undefined, [partnerId]);
}
