import { ConfirmDialog } from '../../ui/confirm-dialog';
import { orderMessages } from './messages';
import type { CancelState } from './use-cancel-order';

/** A paid order shows the cancellation policy first; an unpaid one only the question. */
export function CancelDialog({ state }: { state: CancelState }) {
  const { target, loading } = state;
  const paid = target?.paid ?? false;
  return (
    <ConfirmDialog
      open={target !== null}
      title={paid ? orderMessages.policyTitle : orderMessages.cancelTitle}
      confirmLabel={loading ? orderMessages.cancelling : orderMessages.confirmCancel}
      cancelLabel={orderMessages.keepOrder}
      onConfirm={() => void state.confirm()}
      onCancel={state.dismiss}
      busy={loading}
    >
      {paid && <p>{orderMessages.policyText}</p>}
      <p>{orderMessages.cancelQuestion}</p>
    </ConfirmDialog>
  );
}
