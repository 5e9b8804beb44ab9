import { useRef, useState } from 'react';
import type { GuestUser } from '../../domain/entities/guest-user';
import { loadGuests, removeGuest, setGuestBlocked } from '../../sync/actions/guests';
import { useBack } from '../../ui/back';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { OfflineScreen } from '../../ui/offline-screen';
import { ScreenHeading } from '../../ui/screen-heading';
import { showToast } from '../../ui/toast';
import { useOnline } from '../../ui/use-online';
import { useServerList } from '../../ui/use-server-list';
import buttons from '../../ui/button.module.css';
import { useSession } from '../auth/use-session';
import { usePartnerId } from '../partners/use-partner-id';
import { GuestCard } from './guest-card';
import { InviteDialog } from './invite-dialog';
import { guestMessages } from './messages';
import styles from './guests.module.css';

/**
 * '/usuarios-adicionais' [access §2.12, §4.8]: the customer's guest users, from the server only (it needs the
 * network). Only the account holder manages them; a guest is told so.
 */
export function GuestUsersScreen() {
  const partnerId = usePartnerId();
  const back = useBack(partnerId);
  const online = useOnline();
  const guest = useSession()?.guest ?? false;
  const [list, reload] = useServerList(loadGuests, online && !guest);
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<GuestUser | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const titleRef = useRef<HTMLSpanElement>(null);

  async function toggleBlock(user: GuestUser): Promise<void> {
    setBusyId(user.id);
    try {
      await setGuestBlocked(user.id, user.active);
      showToast(user.active ? guestMessages.blockedDone : guestMessages.unblockedDone);
      await reload();
    } catch {
      showToast(user.active ? guestMessages.blockError : guestMessages.unblockError);
    } finally {
      setBusyId(null);
    }
  }

  async function confirmRemove(): Promise<void> {
    if (!removing) return;
    setBusyId(removing.id);
    try {
      await removeGuest(removing.id);
      showToast(guestMessages.removed);
      await reload();
    } catch {
      showToast(guestMessages.removeError);
    } finally {
      setBusyId(null);
      setRemoving(null);
      // The removed card held the focus: the title takes it.
      titleRef.current?.focus();
    }
  }

  if (!guest && !online && list.status !== 'ready') return <OfflineScreen />;
  return (
    <section className={styles.screen} aria-labelledby="guests-title">
      <ScreenHeading id="guests-title" onBack={back}>
        <span ref={titleRef} tabIndex={-1}>{guestMessages.title}</span>
      </ScreenHeading>
      {guest ? (
        <p className={styles.status}>{guestMessages.holderOnly}</p>
      ) : (
        <>
          <div className={styles.toolbar}>
            <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={() => setInviting(true)}>
              {guestMessages.invite}
            </button>
          </div>
          {list.status === 'loading' ? (
            <p role="status" className={styles.status}>{guestMessages.loading}</p>
          ) : list.status === 'failed' ? (
            <div role="alert" className={styles.status}>
              <p>{guestMessages.loadError}</p>
              <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={() => void reload()}>
                {guestMessages.retry}
              </button>
            </div>
          ) : list.items.length === 0 ? (
            <p className={styles.status}>{guestMessages.empty}</p>
          ) : (
            <ul className={styles.list}>
              {list.items.map((user) => (
                <GuestCard
                  key={user.id}
                  guest={user}
                  busy={busyId === user.id}
                  onToggleBlock={() => void toggleBlock(user)}
                  onRemove={() => setRemoving(user)}
                />
              ))}
            </ul>
          )}
          <InviteDialog open={inviting} onClose={() => setInviting(false)} onCreated={() => void reload()} />
          <ConfirmDialog
            open={removing !== null}
            title={guestMessages.removeConfirm}
            confirmLabel={guestMessages.confirm}
            cancelLabel={guestMessages.cancel}
            busy={busyId !== null}
            onConfirm={() => void confirmRemove()}
            onCancel={() => setRemoving(null)}
          >
            <p>{guestMessages.removeText}</p>
          </ConfirmDialog>
        </>
      )}
    </section>
  );
}
