import { useId, useState } from 'react';
import type { StoredSlip } from '../../db/user-db';
import { formatBrl, formatDate, formatSlipLine } from '../../domain/format';
import { CopyButton } from '../../ui/copy-button';
import { Icon } from '../../ui/icon';
import buttons from '../../ui/button.module.css';
import { askSecondCopy, downloadSlip } from './slip-actions';
import { profileMessages as m } from './messages';
import styles from './profile.module.css';

interface SlipCardProps {
  partnerId: number;
  slip: StoredSlip;
  online: boolean;
}

/** One slip: number, due date, value and typed line; copy (works offline), then download or a second copy. */
export function SlipCard({ partnerId, slip, online }: SlipCardProps) {
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const run = async (action: (partnerId: number, slipId: number) => Promise<void>) => {
    setBusy(true);
    await action(partnerId, slip.id);
    setBusy(false);
  };
  const status = slip.availability === 'REQUESTED' ? m.requested : slip.availability === 'AVAILABLE' ? m.available : '';
  return (
    <article className={styles.slip} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.slipTitle}>
        {m.slipNumber(slip.number)}
      </h3>
      <dl className={styles.slipFacts}>
        <div>
          <dt>{m.dueDate}</dt>
          <dd>{formatDate(slip.duedate)}</dd>
        </div>
        <div>
          <dt>{m.value}</dt>
          <dd>{formatBrl(slip.value)}</dd>
        </div>
        <div className={styles.line}>
          <dt>{m.typedLine}</dt>
          <dd>{formatSlipLine(slip.typedLine)}</dd>
        </div>
      </dl>
      <div className={styles.slipActions}>
        <CopyButton
          text={slip.typedLine}
          label={m.copyBarcode(slip.number)}
          copiedMessage={m.barcodeCopied}
          failedMessage={m.barcodeCopyFailed}
          className={`${buttons.iconButton} ${styles.copy}`}
        />
        <p className={styles.status} aria-live="polite">
          {status}
        </p>
        {slip.availability === 'AVAILABLE' && (
          <button
            type="button"
            className={`${buttons.button} ${buttons.secondary}`}
            aria-label={m.download(slip.number)}
            disabled={busy || !online}
            onClick={() => void run(downloadSlip)}
          >
            <Icon name="download" size={18} />
            {m.downloadLabel}
          </button>
        )}
        {slip.availability === 'UNKNOW' && (
          <button
            type="button"
            className={`${buttons.button} ${buttons.secondary}`}
            aria-label={m.secondCopy(slip.number)}
            disabled={busy || !online}
            onClick={() => void run(askSecondCopy)}
          >
            {m.secondCopyLabel}
          </button>
        )}
      </div>
    </article>
  );
}
