// Orders finished offline as the screens list them: whether one is on its way now (the engine's entry in flight), a short
// description for a list, and telling the customer once one was placed.
import type { CompleteOrderResponse } from '../../domain/entities/checkout';
import type { OutboxEntry, PlaceOrderCommand } from '../../db/user-db';
import { PARTNER_QUERY, paths } from '../../config/paths';
import { formatBrl } from '../../domain/format';
import { emitSyncEvent } from '../engine/events';
import { sendingEntry } from '../engine/in-flight';

const MESSAGES = {
  placed: (number: string) => `Seu pedido n° ${number}, finalizado sem conexão, foi enviado e realizado.`,
  notificationTitle: 'Pedido realizado',
  notificationBody: (number: string, total: string) => `O pedido n° ${number} (${total}) foi enviado e realizado.`,
} as const;

/** 'waiting' ('Aguardando envio'), 'sending' ('Enviando…'), 'review' ('Precisa de revisão'). */
export type QueuedOrderState = 'waiting' | 'sending' | 'review';

export interface QueuedOrderSummary {
  orderId: string;
  partnerId: number;
  /** outbox position: lists keep the order of sending */
  seq: number;
  queuedAt: number;
  itemCount: number;
  /** the total the customer saw (BRL) */
  total: number;
  state: QueuedOrderState;
  /** the server's reason while in review */
  reason: string | null;
}

/** An outbox entry as a queued order for a list (the sync center, the order history); null for other commands. */
export function describeQueuedOrder(entry: OutboxEntry): QueuedOrderSummary | null {
  const { command } = entry;
  if (command.type !== 'place-order') return null;
  const review = entry.status === 'parked';
  return {
    orderId: command.orderId,
    partnerId: command.partnerId,
    seq: entry.seq ?? 0,
    queuedAt: command.queuedAt,
    itemCount: command.items.length,
    total: command.payment.totalPayment,
    state: review ? 'review' : sendingEntry() === entry.seq ? 'sending' : 'waiting',
    reason: review ? (command.refusal?.message ?? entry.parkedMessage ?? null) : null,
  };
}

/**
 * A toast in the app; and when the page is in the background (the customer left it) a notification through
 * the service worker, if the customer allowed them.
 */
export function announcePlaced(command: PlaceOrderCommand, placed: CompleteOrderResponse): void {
  emitSyncEvent({ type: 'toast', text: MESSAGES.placed(placed.number) });
  if (typeof document === 'undefined' || document.visibilityState !== 'hidden') return;
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted' || !('serviceWorker' in navigator)) return;
  const url = `${paths.orderHistory}?${PARTNER_QUERY}=${command.partnerId}`;
  void navigator.serviceWorker.getRegistration().then((registration) =>
    registration?.showNotification(MESSAGES.notificationTitle, {
      body: MESSAGES.notificationBody(placed.number, formatBrl(placed.payment.totalPayment)),
      tag: `order-${command.orderId}`,
      data: { url },
    }),
  ).catch(() => undefined);
}
