import type { AppDeps } from '../deps';
import { deletePushSubscription, deliverableSubscriptions } from '../db/queries/push-subscriptions';
import type { PushMessage } from './push-service';

/**
 * Sends the message to every device of the customer's users that takes notifications. Called after the
 * change is committed and not awaited by the request: a push failure is logged and never fails the
 * request. A subscription the push service no longer knows is forgotten. Resolves when all are tried.
 */
export async function notifyCustomer({ db, clock, push }: AppDeps, customerId: number, message: PushMessage): Promise<void> {
  if (!push) return;
  try {
    const payload = JSON.stringify(message);
    const subscriptions = await deliverableSubscriptions(db, customerId, clock.now());
    await Promise.all(
      subscriptions.map(async ({ id, endpoint, p256dh, auth }) => {
        try {
          if ((await push.send({ endpoint, keys: { p256dh, auth } }, payload)) === 'gone') await deletePushSubscription(db, id);
        } catch (error) {
          console.error(`Falha ao enviar notificação ${id}:`, error instanceof Error ? error.message : error);
        }
      }),
    );
  } catch (error) {
    console.error('Falha ao preparar notificações:', error instanceof Error ? error.message : error);
  }
}
