// Slip actions need the server and are called directly, never queued.
import { fetchSlipPdf, postSecondCopy } from '../../api/payment-slips';
import { refreshSlip, storeSlip } from '../pulls/payment-slips';

export async function requestSecondCopy(partnerId: number, slipId: number): Promise<void> {
  await storeSlip(partnerId, await postSecondCopy(partnerId, slipId));
}

/**
 * [access §4.6] Requesting a slip fetches it once: AVAILABLE gives its PDF (from its url); otherwise null, and the
 * stored slip now says REQUESTED (which the screen polls) or UNKNOW.
 */
export async function slipPdf(partnerId: number, slipId: number): Promise<{ blob: Blob; fileName: string } | null> {
  const slip = await refreshSlip(partnerId, slipId);
  if (slip.availability !== 'AVAILABLE' || !slip.url) return null;
  return { blob: await fetchSlipPdf(partnerId, slip.url), fileName: `boleto-${slip.number}.pdf` };
}
