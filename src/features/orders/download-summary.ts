import { ApiError } from '../../api/errors';
import type { Order } from '../../domain/entities/orders';
import { downloadOrderSummary } from '../../sync/orders';
import { showToast } from '../../ui/toast';
import { orderMessages } from './messages';
import { requireOnline } from './needs-server';

/** The server's PDF, saved as pedido-{number}.pdf. */
export async function downloadSummary(order: Pick<Order, 'id' | 'number'>): Promise<void> {
  if (!requireOnline()) return;
  try {
    await downloadOrderSummary(order.id, order.number);
    showToast(orderMessages.downloadDone);
  } catch (error) {
    showToast((error instanceof ApiError && error.body.message) || orderMessages.downloadFailed);
  }
}
