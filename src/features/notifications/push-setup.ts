// The push script [access §7.3]: loaded only once the profile's flagPushNotification is true
// and a device id exists.
import { publishPushSubscription, pushPublicKey } from '../../sync/actions/push';
import { base64UrlToBytes, sameBytes } from './push-support';

/**
 * Subscribes this browser with the server's VAPID key (a subscription made with another key
 * is replaced) and posts it for the device. Needs the notification permission granted.
 */
export async function subscribeThisDevice(deviceId: string): Promise<void> {
  if (!(await navigator.serviceWorker.getRegistration())) throw new Error('o service worker não está registrado');
  // Subscribing needs the worker active: right after the first visit it may still be installing.
  const registration = await navigator.serviceWorker.ready;
  const key = base64UrlToBytes(await pushPublicKey());
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await publishPushSubscription(subscription.toJSON(), deviceId);
}
