import { useNavigate } from '@tanstack/react-router';
import { PARTNER_QUERY, paths } from '../../config/paths';
import type { CreditBalance } from '../../domain/entities/orders';
import { formatBrl } from '../../domain/format';
import { Dialog } from '../../ui/dialog';
import buttons from '../../ui/button.module.css';
import { orderMessages } from './messages';
import type { PaymentMethod } from './order-actions';
import { useBalance } from './use-balance';
import styles from './order-history.module.css';

/** [commerce §9] a net total below one cent counts as nothing to pay. */
const NOTHING_TO_PAY = 0.01;

export interface PaymentChoice {
  orderId: number;
  method: PaymentMethod;
}

function BalanceRows({ balance }: { balance: CreditBalance }) {
  const rows: [string, number][] = [
    [orderMessages.grossTotal, balance.grossTotalAmount],
    [orderMessages.availableCredits, balance.availableCredits],
    [orderMessages.pendingDebits, balance.pendingDebits],
    [orderMessages.netTotal, balance.netTotalAmount],
  ];
  return (
    <dl className={styles.balance}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{formatBrl(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Payment balance modal [commerce §4]: confirm waits for the balance; then to PIX or card. */
export function BalanceDialog({ choice, partnerId, onClose }: { choice: PaymentChoice | null; partnerId: number; onClose: () => void }) {
  const navigate = useNavigate();
  const state = useBalance(choice?.orderId ?? null);
  const loaded = state.kind === 'loaded' ? state.balance : null;

  const confirm = () => {
    if (!choice || !loaded) return;
    onClose();
    if (loaded.netTotalAmount < NOTHING_TO_PAY) return;
    const to = choice.method === 'pix' ? paths.payPix : paths.payCard;
    void navigate({ to, search: { orderId: choice.orderId, [PARTNER_QUERY]: partnerId } });
  };

  return (
    <Dialog
      open={choice !== null}
      title={orderMessages.balanceTitle}
      onClose={onClose}
      actions={
        <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={confirm} disabled={!loaded}>
          {orderMessages.confirm}
        </button>
      }
    >
      {state.kind === 'loading' && <p role="status">{orderMessages.balanceLoading}</p>}
      {state.kind === 'failed' && <p role="alert">{orderMessages.balanceFailed}</p>}
      {loaded && <BalanceRows balance={loaded} />}
      {loaded && loaded.netTotalAmount < NOTHING_TO_PAY && <p>{orderMessages.nothingToPay}</p>}
    </Dialog>
  );
}
