import { useEffect } from 'react';
import type { PixCharge } from '../../domain/entities/payments';
import { showToast } from '../../ui/toast';
import buttons from '../../ui/button.module.css';
import { pixMessages } from './messages';
import { formatCountdown, PIX_DEFAULT_SECONDS, useCountdown } from './use-countdown';
import { usePixPaid } from './use-pix-paid';
import styles from './pix.module.css';

interface PixCodeProps {
  orderId: number;
  charge: PixCharge;
  onRegenerate: () => void;
  onPaid: () => void;
}

async function copy(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    showToast(pixMessages.copied);
  } catch {
    showToast(pixMessages.copyFailed);
  }
}

/** The ready charge: QR image, copy-paste code, countdown and progress bar; waits for the payment. */
export function PixCode({ orderId, charge, onRegenerate, onPaid }: PixCodeProps) {
  const total = charge.maximumTimeExpirationInSeconds > 0 ? charge.maximumTimeExpirationInSeconds : PIX_DEFAULT_SECONDS;
  const remaining = useCountdown(charge.expiresAt, total);
  const expired = remaining === 0;
  const payment = usePixPaid(orderId, expired);
  useEffect(() => {
    if (payment === 'paid') onPaid();
  }, [payment, onPaid]);
  const time = formatCountdown(remaining);
  return (
    <div className={styles.ready}>
      <img className={`${styles.qr} ${expired ? styles.faded : ''}`} src={`data:image/png;base64,${charge.qrcode}`} alt={pixMessages.qrAlt} width={240} height={240} />
      <label className={styles.codeLabel} htmlFor="pix-emv">
        {pixMessages.copyPasteLabel}
      </label>
      <div className={styles.codeRow}>
        <input id="pix-emv" className={styles.code} value={charge.emv} readOnly />
        <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={() => void copy(charge.emv)} disabled={expired}>
          {pixMessages.copy}
        </button>
      </div>
      <p className={styles.countdown} aria-live="off">
        {expired ? pixMessages.expired : pixMessages.expiresIn(time)}
      </p>
      <div
        className={styles.progress}
        role="progressbar"
        aria-label={pixMessages.remaining}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={Math.min(remaining, total)}
        aria-valuetext={time}
      >
        <span style={{ width: `${(Math.min(remaining, total) / total) * 100}%` }} />
      </div>
      {payment === 'waiting' && (
        <p className={styles.waiting} role="status">
          {pixMessages.waiting}
        </p>
      )}
      {/* Only after the last check: a code paid in its last seconds is never replaced. */}
      {payment === 'expired' && (
        <button type="button" className={`${buttons.button} ${buttons.accent} ${buttons.block}`} onClick={onRegenerate}>
          {pixMessages.regenerate}
        </button>
      )}
    </div>
  );
}
