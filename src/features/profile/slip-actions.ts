import { ApiError } from '../../api/errors';
import { requestSecondCopy, slipPdf } from '../../sync/actions/payment-slips';
import { saveFile } from '../../ui/save-file';
import { showToast } from '../../ui/toast';
import { profileMessages } from './messages';

/** [access §8] slip errors show the server's message. */
function showSlipError(error: unknown): void {
  showToast((error instanceof ApiError && error.body.message) || profileMessages.slipFailed);
}

/** Fetches the slip once: AVAILABLE → its PDF is saved; otherwise the stored slip now shows its state. */
export async function downloadSlip(partnerId: number, slipId: number): Promise<void> {
  try {
    const pdf = await slipPdf(partnerId, slipId);
    if (pdf) saveFile(pdf.blob, pdf.fileName);
  } catch (error) {
    showSlipError(error);
  }
}

export async function askSecondCopy(partnerId: number, slipId: number): Promise<void> {
  try {
    await requestSecondCopy(partnerId, slipId);
  } catch (error) {
    showSlipError(error);
  }
}
