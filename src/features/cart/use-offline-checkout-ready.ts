import { useLiveQuery } from 'dexie-react-hooks';
import { loadOfflineCheckout } from '../../sync/actions/offline-checkout';

/**
 * Whether the checkout can be built on the device now (the partner's conditions kept from a checkout opened
 * online, no order being changed, every item priced), so an order can be finished offline; undefined until read.
 */
export function useOfflineCheckoutReady(partnerId: number): boolean | undefined {
  return useLiveQuery(async () => (await loadOfflineCheckout(partnerId)) !== null, [partnerId]);
}
