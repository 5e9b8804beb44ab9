import { showUndoToast } from '../../ui/toast';
import { archiveProduct, unarchiveProduct } from '../../sync/commands/archive';
import { archiveMessages } from './messages';

/** Archives an item of the history lane, with the spec's toast and its undo. */
export async function archiveWithUndo(partnerId: number, productId: number): Promise<void> {
  await archiveProduct(partnerId, productId);
  showUndoToast(archiveMessages.archived, () => void unarchiveProduct(partnerId, productId));
}

/** Takes an item out of the archive (back to the history lane), with an undo. */
export async function unarchiveWithUndo(partnerId: number, productId: number): Promise<void> {
  await unarchiveProduct(partnerId, productId);
  showUndoToast(archiveMessages.unarchived, () => void archiveProduct(partnerId, productId));
}
