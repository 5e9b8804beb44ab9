import { Dialog } from '../../ui/dialog';
import buttons from '../../ui/button.module.css';
import { orderMessages } from './messages';
import type { CancelState } from './use-cancel-order';

/** A paid order shows the cancellation policy first; an unpaid one only the question. */
export function CancelDialog({ state }: { state: CancelState }) {
  const { target, loading } = state;
  const paid = target?.paid ?? false;
  return (
    <Dialog
      open={target !== null}
      title={paid ? orderMessages.policyTitle : orderMessages.cancelTitle}
      onClose={state.dismiss}
      actions={
        <>
          <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={state.dismiss} disabled={loading}>
            {orderMessages.keepOrder}
          </button>
          <button
            type="button"
            className={`${buttons.button} ${buttons.primary}`}
            onClick={() => void state.confirm()}
            disabled={loading}
            aria-busy={loading}
          >
            {loading ? orderMessages.cancelling : orderMessages.confirmCancel}
          </button>
        </>
      }
    >
      {paid && <p>{orderMessages.policyText}</p>}
      <p>{orderMessages.cancelQuestion}</p>
    </Dialog>
  );
}
