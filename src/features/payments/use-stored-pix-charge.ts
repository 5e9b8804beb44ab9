import { useLiveQuery } from 'dexie-react-hooks';
import type { PixCharge } from '../../domain/entities/payments';
import { storedPixCharge } from '../../sync/actions/payments';

/** The order's issued charge while it can be paid (null when none); undefined until read. */
export function useStoredPixCharge(orderId: number): PixCharge | null | undefined {
  return useLiveQuery(async () => (await storedPixCharge(orderId)) ?? null, [orderId]);
}

/** An issued charge is usable, offline too, until it expires. */
export function isChargeUsable(charge: PixCharge | null | undefined, now = Date.now()): charge is PixCharge {
  return !!charge && charge.ready && Date.parse(charge.expiresAt) > now;
}
