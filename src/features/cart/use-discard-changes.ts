import { useState } from 'react';
import { ApiError, NETWORK_MESSAGE } from '../../api/errors';
import { discardCartChanges } from '../../sync/actions/orders';
import { showToast } from '../../ui/toast';
import { cartMessages } from './messages';

/** 'CANCELAR ALTERAÇÕES': deletes the edited cart on the server (needs the connection). */
export function useDiscardChanges(partnerId: number) {
  const [busy, setBusy] = useState(false);
  const discard = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await discardCartChanges(partnerId);
      showToast(cartMessages.changesDiscarded);
    } catch (error) {
      const message = error instanceof ApiError && error.kind === 'http' ? error.body.message : '';
      showToast(message || NETWORK_MESSAGE);
    } finally {
      setBusy(false);
    }
  };
  return { busy, discard };
}
