import { Dialog } from '../../ui/dialog';
import buttons from '../../ui/button.module.css';
import { IssuesDialog } from './issues-dialog';
import { orderMessages } from './messages';
import type { EditOrderState } from './use-edit-order';

/** The locked-cart answer of 'Editar': the issues (when any), then the cart-conflict choice. */
export function EditDialogs({ state }: { state: EditOrderState }) {
  const { conflict, showIssues, busy } = state;
  return (
    <>
      <IssuesDialog open={conflict !== null && showIssues} issues={conflict?.issues ?? []} onClose={state.closeIssues} />
      <Dialog
        open={conflict !== null && !showIssues}
        title={orderMessages.conflictTitle}
        onClose={state.closeConflict}
        actions={
          <>
            <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={state.finishPurchase}>
              {orderMessages.finishPurchase}
            </button>
            <button
              type="button"
              className={`${buttons.button} ${buttons.primary}`}
              onClick={() => void state.clearCartAndEdit()}
              disabled={busy}
              aria-busy={busy}
            >
              {orderMessages.clearCart}
            </button>
          </>
        }
      >
        <p>{conflict?.message}</p>
      </Dialog>
    </>
  );
}
