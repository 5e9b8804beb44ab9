import buttons from '../../ui/button.module.css';
import { checkoutMessages } from './messages';
import type { TotalsState as State } from './use-checkout-form';
import styles from './checkout-screen.module.css';

const reasons: Record<State, string> = {
  current: '',
  updating: checkoutMessages.totalsUpdating,
  stale: checkoutMessages.totalsStale,
};

/**
 * Why 'Finalizar pedido' waits: the totals are being recalculated, or the last change did
 * not reach the server (then a retry). The status stays in the page, so a change is announced.
 */
export function TotalsState({ id, state, onRefresh }: { id: string; state: State; onRefresh: () => void }) {
  return (
    <div className={styles.totalsState}>
      <p id={id} role="status">
        {reasons[state]}
      </p>
      {state === 'stale' && (
        <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={onRefresh}>
          {checkoutMessages.refreshTotals}
        </button>
      )}
    </div>
  );
}
