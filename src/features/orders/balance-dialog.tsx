import { useNavigate } from '@tanstack/react-router';
import { PARTNER_QUERY, paths } from '../../config/paths';
import type { CreditBalance } from '../../domain/entities/orders';
import { formatBrl } from '../../domain/format';
import { Dialog } from '../../ui/dialog';
import buttons from '../../ui/button.module.css';
import { orderMessages as m } from './messages';
import type { PaymentMethod } from './order-actions';
import { useBalance } from './use-balance';
import styles from './order-history.module.css';
import { somethingToPay } from '../../domain/order-card-rules';

export interface PaymentChoice {
  orderId: number;
  method: PaymentMethod;
}

function Amounts({ rows }: { rows: [label: string, value: string][] }) {
  return (
    <dl className={styles.balance}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The sum the payment makes, how the credit enters it, and the debts shown beside it that do not. */
function BalanceExplained({ balance }: { balance: CreditBalance }) {
  return (
    <>
      <Amounts
        rows={[
          [m.grossTotal, formatBrl(balance.grossTotalAmount)],
          [m.availableCredits, formatBrl(-balance.availableCredits)],
          [m.netTotal, formatBrl(balance.netTotalAmount)],
        ]}
      />
      <p className={styles.explanation}>{m.balanceSum}</p>
      <p className={styles.explanation}>{m.creditExplanation(formatBrl(balance.creditBalance))}</p>
      <h3 className={styles.notCounted}>{m.notCounted}</h3>
      <Amounts
        rows={[
          [m.pendingDebits, formatBrl(balance.pendingDebits)],
          [m.releasedDebits, formatBrl(balance.totalReleasedOrders)],
        ]}
      />
      <p className={styles.explanation}>{m.debtsExplanation}</p>
    </>
  );
}

/**
 * Payment balance modal [commerce §4]: confirm waits for the balance; then to PIX or card.
 * 'Fechar' and Escape leave without paying; the native dialog gives the focus back to the opener.
 */
export function BalanceDialog({ choice, partnerId, onClose }: { choice: PaymentChoice | null; partnerId: number; onClose: () => void }) {
  const navigate = useNavigate();
  const state = useBalance(choice?.orderId ?? null);
  const loaded = state.kind === 'loaded' ? state.balance : null;

  const confirm = () => {
    if (!choice || !loaded) return;
    onClose();
    if (!somethingToPay(loaded.netTotalAmount)) return;
    const to = choice.method === 'pix' ? paths.payPix : paths.payCard;
    void navigate({ to, search: { orderId: choice.orderId, [PARTNER_QUERY]: partnerId } });
  };

  return (
    <Dialog
      open={choice !== null}
      title={m.balanceTitle}
      onClose={onClose}
      actions={
        <>
          <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={onClose}>
            {m.closeBalance}
          </button>
          <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={confirm} disabled={!loaded}>
            {m.confirm}
          </button>
        </>
      }
    >
      {state.kind === 'loading' && <p role="status">{m.balanceLoading}</p>}
      {state.kind === 'failed' && <p role="alert">{m.balanceFailed}</p>}
      {loaded && <BalanceExplained balance={loaded} />}
      {loaded && !somethingToPay(loaded.netTotalAmount) && <p>{m.nothingToPay}</p>}
    </Dialog>
  );
}
