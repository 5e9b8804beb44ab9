import buttons from '../../ui/button.module.css';
import { pixMessages } from './messages';
import type { PixGeneration } from './use-pix-generation';
import styles from './pix.module.css';

interface PixPendingProps {
  state: PixGeneration;
  onRetry: () => void;
}

/** Before a code is ready: the generation status, the instability notice or the error. */
export function PixPending({ state, onRetry }: PixPendingProps) {
  if (state.phase === 'generating') {
    return (
      <div className={styles.pending} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <p>{state.statusText || pixMessages.generating}</p>
        {state.instability && <p className={styles.notice}>{state.instability}</p>}
      </div>
    );
  }
  if (state.phase === 'ready') return null;
  const message = state.phase === 'unstable' ? pixMessages.instability : state.message;
  return (
    <div className={styles.pending}>
      <p role="alert" className={styles.error}>
        {message}
      </p>
      <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={onRetry}>
        {pixMessages.retry}
      </button>
    </div>
  );
}
