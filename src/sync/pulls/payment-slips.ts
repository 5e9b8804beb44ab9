// The customer's payment slips are pulled into Dexie: issued slips stay readable (and copyable) offline.
import { ApiError, HTTP_STATUS } from '../../api/errors';
import { fetchSlip, fetchSlips } from '../../api/payment-slips';
import type { PaymentSlip } from '../../domain/entities/payments';
import { userDb } from '../../db/user-db';

export async function storeSlip(partnerId: number, slip: PaymentSlip): Promise<void> {
  await userDb().slips.put({ ...slip, partnerId });
}

/** Replaces the partner's stored slips with the server's list. */
export async function refreshSlips(partnerId: number): Promise<void> {
  const slips = await fetchSlips(partnerId);
  const db = userDb();
  await db.transaction('rw', db.slips, async () => {
    await db.slips.where('partnerId').equals(partnerId).delete();
    await db.slips.bulkPut(slips.map((slip) => ({ ...slip, partnerId })));
  });
}

/** Asks for one slip again (its availability changes on the server); a 404 drops the stored copy. */
export async function refreshSlip(partnerId: number, slipId: number): Promise<PaymentSlip> {
  try {
    const slip = await fetchSlip(partnerId, slipId);
    await storeSlip(partnerId, slip);
    return slip;
  } catch (error) {
    if (error instanceof ApiError && error.status === HTTP_STATUS.notFound) await userDb().slips.delete([partnerId, slipId]);
    throw error;
  }
}
