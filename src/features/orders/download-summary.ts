import { ApiError } from '../../api/errors';
import type { Order } from '../../domain/entities/orders';
import { orderSummary } from '../../sync/actions/orders';
import { saveFile } from '../../ui/save-file';
import { showToast } from '../../ui/toast';
import { orderMessages } from './messages';
import { requireOnline } from './needs-server';

/** The server's PDF, saved as pedido-{number}.pdf; offline, the copy the device kept. */
export async function downloadSummary(order: Pick<Order, 'id' | 'number'>): Promise<void> {
  try {
    const summary = await orderSummary(order.id, order.number);
    if (!summary) return void requireOnline();
    saveFile(summary.blob, summary.fileName);
    showToast(orderMessages.downloadDone);
  } catch (error) {
    showToast((error instanceof ApiError && error.body.message) || orderMessages.downloadFailed);
  }
}
