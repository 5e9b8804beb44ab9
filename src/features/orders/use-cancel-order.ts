import { useState } from 'react';
import type { Order } from '../../domain/entities/orders';
import { cancelOrder } from '../../sync/actions/orders';
import { showToast } from '../../ui/toast';
import { orderMessages } from './messages';
import { requireOnline } from './needs-server';

/** docs/product-decisions.md: the confirm button keeps its loading state this long. */
const CANCEL_LOADING_MS = 3500;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface CancelState {
  target: Order | null;
  loading: boolean;
  ask: (order: Order) => void;
  dismiss: () => void;
  confirm: () => Promise<void>;
}

/** Cancel [commerce §4]: confirmation, then DELETE; the sync updates or reloads the list. */
export function useCancelOrder(partnerId: number): CancelState {
  const [target, setTarget] = useState<Order | null>(null);
  const [loading, setLoading] = useState(false);

  const confirm = async () => {
    if (!target) return showToast(orderMessages.noOrderSelected);
    if (!requireOnline()) return;
    setLoading(true);
    const [result] = await Promise.allSettled([cancelOrder(partnerId, target.id), wait(CANCEL_LOADING_MS)]);
    setLoading(false);
    setTarget(null);
    showToast(result.status === 'fulfilled' ? orderMessages.cancelled : orderMessages.cancelFailed);
  };

  return {
    target,
    loading,
    ask: setTarget,
    dismiss: () => {
      if (!loading) setTarget(null);
    },
    confirm,
  };
}
