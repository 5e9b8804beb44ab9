import { useId } from 'react';
import type { PlaceOrderCommand } from '../../db/user-db';
import { reviewedOrder } from '../../sync/commands/queued-order-review';
import buttons from '../../ui/button.module.css';
import { queuedOrderMessages as m } from './queued-messages';
import { reviewRows } from './review-rows';
import styles from './order-card.module.css';

export interface ReviewActions {
  sendNewTerms: (orderId: string) => void;
  change: (orderId: string) => void;
  discard: (orderId: string) => void;
}

/** 'Precisa de revisão': the server's reason, the order as sent beside the server's terms now, and the three answers. */
export function QueuedOrderReview({ command, actions }: { command: PlaceOrderCommand; actions: ReviewActions }) {
  const noteId = useId();
  const refusal = command.refusal;
  const rows = reviewRows(refusal?.differences ?? [], command.items, command.request.payment.name);
  const canResend = reviewedOrder(command) !== null;
  return (
    <div className={styles.review}>
      <p className={styles.alert} role="alert">
        {refusal?.message}
      </p>
      {rows.length > 0 && (
        <table className={styles.reviewTable}>
          <caption>{m.reviewTitle}</caption>
          <thead>
            <tr>
              <th scope="col">{m.reviewColumns.what}</th>
              <th scope="col">{m.reviewColumns.before}</th>
              <th scope="col">{m.reviewColumns.now}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                <th scope="row">{row.what}</th>
                <td>{row.before}</td>
                <td>{row.now}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {!canResend && <p id={noteId}>{m.sendNewTermsBlocked}</p>}
      <div className={styles.actions}>
        <button
          type="button"
          className={`${buttons.button} ${buttons.accent}`}
          disabled={!canResend}
          aria-describedby={canResend ? undefined : noteId}
          onClick={() => actions.sendNewTerms(command.orderId)}
        >
          {m.sendNewTerms}
        </button>
        <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={() => actions.change(command.orderId)}>
          {m.change}
        </button>
        <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={() => actions.discard(command.orderId)}>
          {m.discard}
        </button>
      </div>
    </div>
  );
}
