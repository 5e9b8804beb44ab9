import { useEffect, useId, useRef, useState } from 'react';
import type { KeepConnectedUser } from '../../domain/entities/account';
import { cutText } from '../../domain/format';
import { formatTaxId } from '../../domain/tax-id';
import { Icon } from '../../ui/icon';
import buttons from '../../ui/button.module.css';
import { savedUsersMessages } from './saved-users-messages';
import styles from './saved-users.module.css';

const NAME_CUT = 23;

interface SavedUserCardProps {
  user: KeepConnectedUser;
  busy: boolean;
  onSelect: () => void;
  onRemove: () => void;
}

export function SavedUserCard({ user, busy, onSelect, onRemove }: SavedUserCardProps) {
  const [confirming, setConfirming] = useState(false);
  const confirmTextId = useId();
  const trashRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const username = formatTaxId(user.username);
  const name = user.userFullName || username;

  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
  }, [confirming]);

  function closeConfirm(): void {
    setConfirming(false);
    trashRef.current?.focus();
  }

  return (
    <li className={styles.item}>
      <div className={styles.card}>
        <button
          type="button"
          className={styles.select}
          onClick={onSelect}
          disabled={busy}
          aria-busy={busy || undefined}
          aria-label={savedUsersMessages.selectUser(name, username)}
        >
          <span className={styles.initial} aria-hidden="true">
            {name.trim().charAt(0).toUpperCase()}
          </span>
          <span className={styles.names}>
            <span className={styles.fullName}>{cutText(name, NAME_CUT)}</span>
            <span className={styles.username}>{username}</span>
          </span>
        </button>
        <button
          ref={trashRef}
          type="button"
          className={buttons.iconButton}
          aria-label={savedUsersMessages.removeUser(name)}
          aria-expanded={confirming}
          onClick={() => setConfirming((open) => !open)}
          disabled={busy}
        >
          <Icon name="trash" />
        </button>
      </div>
      {confirming && (
        <div
          className={styles.confirm}
          role="alertdialog"
          aria-modal="false"
          aria-label={savedUsersMessages.removeUser(name)}
          aria-describedby={confirmTextId}
          onKeyDown={(event) => {
            if (event.key === 'Escape') closeConfirm();
          }}
        >
          <p id={confirmTextId}>{savedUsersMessages.removeConfirm}</p>
          <div className={styles.confirmActions}>
            <button ref={cancelRef} type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={closeConfirm}>
              {savedUsersMessages.cancel}
            </button>
            <button
              type="button"
              className={`${buttons.button} ${buttons.primary}`}
              onClick={() => {
                setConfirming(false);
                onRemove();
              }}
            >
              {savedUsersMessages.removeConfirmButton}
            </button>
          </div>
        </div>
      )}
    </li>
  );
}
