import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { userDb, type PlaceOrderCommand } from '../../db/user-db';
import { describeQueuedOrder, type QueuedOrderSummary } from '../../sync/commands/queued-orders';
import { subscribeSendingEntry } from '../../sync/engine/in-flight';

export interface QueuedOrder {
  summary: QueuedOrderSummary;
  command: PlaceOrderCommand;
}

/** The partner's queued orders in the order they will be sent; undefined until the first read. */
function useQueuedOrderList(partnerId: number): QueuedOrder[] | undefined {
  // 'Enviando…' lives in memory (this tab's flusher): a change of it reads the outbox again.
  const [sendingChanges, setSendingChanges] = useState(0);
  useEffect(() => subscribeSendingEntry(() => setSendingChanges((n) => n + 1)), []);
  return useLiveQuery(async () => {
    const entries = await userDb().outbox.orderBy('seq').toArray();
    return entries.flatMap((entry) => {
      const summary = describeQueuedOrder(entry);
      return summary && summary.partnerId === partnerId ? [{ summary, command: entry.command as PlaceOrderCommand }] : [];
    });
  }, [partnerId, sendingChanges]);
}

/** The partner's orders finished offline and still on the device, in the order they will be sent. */
export function useQueuedOrders(partnerId: number): QueuedOrder[] {
  return useQueuedOrderList(partnerId) ?? [];
}

/** One of them: null once it left the device (placed or discarded), undefined until the first read. */
export function useQueuedOrder(partnerId: number, orderId: string | undefined): QueuedOrder | null | undefined {
  const list = useQueuedOrderList(partnerId);
  return list && (list.find((order) => order.summary.orderId === orderId) ?? null);
}
