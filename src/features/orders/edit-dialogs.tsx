import { Dialog } from '../../ui/dialog';
import { IssueHtml } from '../../ui/issue-html';
import { IssueList } from '../../ui/issue-list';
import { IssuesDialog } from '../../ui/issues-dialog';
import buttons from '../../ui/button.module.css';
import { orderMessages } from './messages';
import type { EditOrderState } from './use-edit-order';

/**
 * The locked answer of 'Editar', one modal each. A cart in use: the cart-conflict choice
 * with its issues. A locked cart: its issues only. A view-only customer: the
 * 'Modo de visualização' text. Neither of the last two offers a retry that cannot pass.
 */
export function EditDialogs({ state }: { state: EditOrderState }) {
  const { conflict, showIssues, busy } = state;
  const kind = conflict?.kind ?? null;
  return (
    <>
      <IssuesDialog
        open={kind === 'locked' && showIssues}
        issues={conflict?.issues ?? []}
        message={conflict?.message}
        onClose={state.closeIssues}
      />
      <Dialog
        open={kind === 'view-only'}
        title={orderMessages.viewOnlyTitle}
        onClose={state.closeConflict}
        actions={
          <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={state.closeConflict}>
            {orderMessages.understood}
          </button>
        }
      >
        <p>{orderMessages.viewOnlyText}</p>
      </Dialog>
      <Dialog
        open={kind === 'conflict'}
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
        <IssueList issues={conflict?.issues ?? []} Description={IssueHtml} />
      </Dialog>
    </>
  );
}
