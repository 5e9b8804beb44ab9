import { useState } from 'react';
import { userDb } from '../../db/user-db';
import { formatDateTime } from '../../domain/format';
import { withCommands } from '../../sync/commands/load-commands';
import { dismissRefused } from '../../sync/engine/refused-log';
import { refreshCart } from '../../sync/pulls/cart';
import { useBack } from '../../ui/back';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ScreenHeading } from '../../ui/screen-heading';
import { showToast } from '../../ui/toast';
import { useOnline } from '../../ui/use-online';
import { useServerRefresh } from '../../ui/use-server-refresh';
import buttons from '../../ui/button.module.css';
import { usePartnerId } from '../partners/use-partner-id';
import { benchTextRows } from '../../ui/bench-floor';
import { BenchFloorList } from './bench-floor';
import { ChangeRow } from './change-row';
import { syncCenterMessages as m } from './messages';
import { StorageNote } from './storage-note';
import { useWaitingChanges, type PartnerChanges, type WaitingChange } from './use-waiting-changes';
import styles from './sync-center.module.css';

function PartnerSection({ group, actions }: { group: PartnerChanges; actions: Omit<Parameters<typeof ChangeRow>[0], 'change'> }) {
  const titleId = `sync-partner-${group.partnerId}`;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {group.name}
      </h2>
      <p className={styles.quiet}>{group.lastSync === undefined ? m.neverSynced : m.lastSync(formatDateTime(new Date(group.lastSync)))}</p>
      {group.changes.length > 0 && (
        <ul className={styles.list} aria-label={m.changes(group.name)}>
          {group.changes.map((change) => (
            <ChangeRow key={change.entry?.seq ?? change.refused?.id} change={change} {...actions} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * '/sincronizacao': everything this device still has to send, per partner, with each change's state
 * (waiting, sending, needs an answer, refused), the last sync of each partner, and the device's storage.
 */
export function SyncCenterScreen() {
  return benchTextRows() ? <BenchFloorList /> : <SyncCenter />;
}

function SyncCenter() {
  const partnerId = usePartnerId();
  const back = useBack(partnerId);
  const online = useOnline();
  // Opening the screen, coming back to it or reconnecting asks the server: with nothing waiting, that is a sync.
  useServerRefresh(`cart-${partnerId}`, () => refreshCart(partnerId));
  const read = useWaitingChanges();
  const [discarding, setDiscarding] = useState<WaitingChange | null>(null);
  const waiting = read?.waiting ?? 0;

  const discard = (change: WaitingChange) => {
    setDiscarding(null);
    const seq = change.entry?.seq;
    if (seq === undefined) return;
    void withCommands(async (commands) => {
      if (!(await commands.discardChange(seq))) showToast(m.discardFailed);
    });
  };
  const actions = {
    onAnswer: (change: WaitingChange) => void withCommands((commands) => change.entry && commands.answerParked(change.entry)),
    onDiscard: setDiscarding,
    onDismiss: (change: WaitingChange) => void (change.refused && dismissRefused(userDb(), change.refused.id)),
  };

  return (
    <div className={styles.screen}>
      <ScreenHeading onBack={back}>{m.title}</ScreenHeading>
      {read && (
        <>
          <p className={styles.status} role="status">
            {waiting > 0 ? m.waitingCount(waiting) : m.empty}
          </p>
          {waiting > 0 && (
            <div className={styles.actions}>
              <button
                type="button"
                className={`${buttons.button} ${buttons.primary}`}
                disabled={!online}
                onClick={() => void withCommands((commands) => commands.flushNow())}
              >
                {m.sendNow}
              </button>
              {!online && <span className={styles.quiet}>{m.offlineHint}</span>}
            </div>
          )}
          {read.groups.map((group) => (
            <PartnerSection key={group.partnerId} group={group} actions={actions} />
          ))}
        </>
      )}
      <StorageNote />
      <ConfirmDialog
        open={discarding !== null}
        title={m.discardTitle}
        confirmLabel={m.discardConfirm}
        cancelLabel={m.cancel}
        onConfirm={() => discarding && discard(discarding)}
        onCancel={() => setDiscarding(null)}
      >
        {discarding && <p>{m.discardBody(`${discarding.title} — ${discarding.detail}`)}</p>}
      </ConfirmDialog>
    </div>
  );
}
