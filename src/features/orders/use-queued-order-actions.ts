import { useNavigate } from '@tanstack/react-router';
import { PARTNER_QUERY, paths } from '../../config/paths';
import { loadCommands } from '../../sync/commands/load-commands';
import { changeQueuedOrder, discardQueuedOrder, sendWithNewTerms } from '../../sync/commands/queued-order-review';
import { showToast } from '../../ui/toast';
import { queuedOrderMessages as m } from './queued-messages';
import type { ReviewActions } from './queued-order-review';

/** The three answers to a queued order in review; the flusher is started first, so what they queue is sent. */
export function useQueuedOrderActions(partnerId: number): ReviewActions {
  const navigate = useNavigate();
  const run = async (action: () => Promise<boolean>, after: () => void) => {
    await loadCommands();
    if (await action()) after();
  };
  return {
    sendNewTerms: (orderId) => void run(() => sendWithNewTerms(orderId), () => showToast(m.resent)),
    change: (orderId) =>
      void run(() => changeQueuedOrder(orderId), () => void navigate({ to: paths.checkout, search: { [PARTNER_QUERY]: partnerId } })),
    discard: (orderId) => void run(() => discardQueuedOrder(orderId), () => showToast(m.discarded)),
  };
}
