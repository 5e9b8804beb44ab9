import { lazy, Suspense, useEffect, useState } from 'react';
import { withCommands } from '../../sync/commands/load-commands';
import { onSyncEvent, type SyncEvent } from '../../sync/engine/events';
import { showToast, showUndoToast } from '../../ui/toast';
import { useOpenedOnce } from '../../ui/use-opened-once';

// Asked only when the server answers that a quantity is excessive.
const ExcessiveDialog = lazy(async () => ({ default: (await import('./excessive-dialog')).ExcessiveDialog }));

type ExcessiveEvent = Extract<SyncEvent, { type: 'excessive' }>;

/**
 * Turns what the sync layer reports into the spec's feedback: toasts (with 'Desfazer'
 * when the change can be undone) and the excessive-quantity confirmation. Mounted once
 * by the shell, so it works on every screen that edits the cart.
 */
export function SyncFeedback() {
  const [queue, setQueue] = useState<ExcessiveEvent[]>([]);

  useEffect(
    () =>
      onSyncEvent((event) => {
        if (event.type === 'excessive') {
          setQueue((items) => [
            ...items.filter((e) => e.partnerId !== event.partnerId || e.productId !== event.productId),
            event,
          ]);
        } else if (event.type === 'toast') {
          if (event.undo) showUndoToast(event.text, event.undo);
          else showToast(event.text);
        } else {
          showToast(event.text);
        }
      }),
    [],
  );

  const current = queue[0] ?? null;
  const asked = useOpenedOnce(current !== null);
  const settle = (answer: 'confirmExcessive' | 'cancelExcessive') => {
    if (!current) return;
    setQueue((items) => items.slice(1));
    const { partnerId, productId } = current;
    void withCommands((commands) => commands[answer](partnerId, productId));
  };

  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <ExcessiveDialog
        message={current?.message ?? null}
        onConfirm={() => settle('confirmExcessive')}
        onCancel={() => settle('cancelExcessive')}
      />
    </Suspense>
  );
}
