import type { GuestUser } from '../../domain/entities/guest-user';
import { formatDateTime } from '../../domain/format';
import { guestCardName, guestInitial } from '../../domain/guest-card';
import { formatPhone } from '../../domain/phone';
import buttons from '../../ui/button.module.css';
import { guestMessages } from './messages';
import styles from './guests.module.css';

interface GuestCardProps {
  guest: GuestUser;
  busy: boolean;
  onToggleBlock: () => void;
  onRemove: () => void;
}

/** A guest: initial (crossed out when blocked), name cut at 20, phone, last access, and the holder's actions. */
export function GuestCard({ guest, busy, onToggleBlock, onRemove }: GuestCardProps) {
  const blocked = !guest.active;
  const toggle = blocked ? guestMessages.unblock : guestMessages.block;
  return (
    <li className={styles.card}>
      <div className={styles.person}>
        <span className={blocked ? `${styles.avatar} ${styles.crossed}` : styles.avatar} aria-hidden="true">
          {guestInitial(guest.name)}
        </span>
        <div className={styles.text}>
          <h2 className={styles.name} title={guest.name}>
            {guestCardName(guest.name)}
          </h2>
          <span>{formatPhone(guest.phone)}</span>
          <span className={styles.muted}>
            {guest.lastAccessed ? `${guestMessages.lastAccess}: ${formatDateTime(guest.lastAccessed)}` : guestMessages.neverAccessed}
          </span>
          {blocked && <span className={styles.blocked}>{guestMessages.blocked}</span>}
        </div>
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={`${buttons.button} ${buttons.secondary}`}
          aria-label={guestMessages.actionLabel(toggle, guest.name)}
          disabled={busy}
          onClick={onToggleBlock}
        >
          {toggle}
        </button>
        <button
          type="button"
          className={`${buttons.button} ${buttons.link}`}
          aria-label={guestMessages.actionLabel(guestMessages.remove, guest.name)}
          disabled={busy}
          onClick={onRemove}
        >
          {guestMessages.remove}
        </button>
      </div>
    </li>
  );
}
