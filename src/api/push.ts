// Web Push (docs/decisions/0092-push-subscriptions-registered-then-posted-as-pushnewsid.md): the server's VAPID key, the
// browser's subscription registered (answers its id), and that id posted as pushnewsId for the device.
import type { PushnewsSubscription } from '../domain/entities/account';
import { request } from './client';

export function fetchPushPublicKey(): Promise<{ publicKey: string }> {
  return request('get', '/push/public-key');
}

/** `subscription` is PushSubscription.toJSON(): endpoint and keys. */
export function postPushSubscription(subscription: unknown): Promise<{ id: string }> {
  return request('post', '/push/subscriptions', { json: subscription });
}

export function postPushnewsSubscription(body: PushnewsSubscription): Promise<void> {
  return request<void>('post', '/backoffice/campaign/pushnewsSubscription/subscription', { json: body });
}
