import { Link } from '@tanstack/react-router';
import { PARTNER_QUERY, paths } from '../../config/paths';
import buttons from '../../ui/button.module.css';
import { syncCenterMessages as m } from './messages';
import type { WaitingChange } from './use-waiting-changes';
import styles from './sync-center.module.css';

const STATE_TEXT = { waiting: m.waiting, sending: m.sending, 'needs-answer': m.needsAnswer, refused: m.refused } as const;

interface ChangeRowProps {
  change: WaitingChange;
  onAnswer: (change: WaitingChange) => void;
  onDiscard: (change: WaitingChange) => void;
  onDismiss: (change: WaitingChange) => void;
}

/** One change: what it is, its state (with the server's question or reason) and what can be done with it. */
export function ChangeRow({ change, onAnswer, onDiscard, onDismiss }: ChangeRowProps) {
  const what = `${change.title} — ${change.detail}`;
  const attention = change.state === 'needs-answer' || change.state === 'refused';
  return (
    <li className={styles.row}>
      <span className={styles.what}>{change.title}</span>
      <span>{change.detail}</span>
      <span className={`${styles.state} ${attention ? styles.attention : ''}`}>
        {STATE_TEXT[change.state]}
        {change.message ? `: ${change.message}` : ''}
      </span>
      <div className={styles.actions}>
        {change.state === 'needs-answer' && change.entry?.command.type === 'place-order' && (
          // A refused queued order is reviewed where the order history shows old and new terms side by side.
          <Link
            to={paths.orderHistory}
            search={{ [PARTNER_QUERY]: change.entry.command.partnerId }}
            className={`${buttons.button} ${buttons.primary}`}
            aria-label={m.reviewLabel(what)}
          >
            {m.review}
          </Link>
        )}
        {change.state === 'needs-answer' && change.entry?.command.type !== 'place-order' && (
          <button type="button" className={`${buttons.button} ${buttons.primary}`} aria-label={m.answerLabel(what)} onClick={() => onAnswer(change)}>
            {m.answer}
          </button>
        )}
        {change.state === 'refused' ? (
          <button type="button" className={`${buttons.button} ${buttons.secondary}`} aria-label={m.dismissLabel(what)} onClick={() => onDismiss(change)}>
            {m.dismiss}
          </button>
        ) : (
          <button
            type="button"
            className={`${buttons.button} ${buttons.secondary}`}
            aria-label={m.discardLabel(what)}
            disabled={change.state === 'sending'}
            onClick={() => onDiscard(change)}
          >
            {m.discard}
          </button>
        )}
      </div>
    </li>
  );
}
