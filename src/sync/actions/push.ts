// Web Push needs the server and is never queued: each step is called directly.
import { fetchProfile } from '../../api/auth';
import { fetchPushPublicKey, postPushnewsSubscription, postPushSubscription } from '../../api/push';
import { LOCAL_KEYS, writeLocal } from '../../db/local-keys';

/** [access §7.3] the profile's flagPushNotification: whether this user takes notifications at all. */
export async function userWantsPush(): Promise<boolean> {
  return (await fetchProfile()).flagPushNotification;
}

export async function pushPublicKey(): Promise<string> {
  return (await fetchPushPublicKey()).publicKey;
}

/** Registers the browser's subscription, keeps its id locally and posts it as the device's pushnewsId. */
export async function publishPushSubscription(subscription: unknown, deviceId: string): Promise<string> {
  const { id } = await postPushSubscription(subscription);
  writeLocal(LOCAL_KEYS.pushSubscriptionId, id);
  await postPushnewsSubscription({ deviceId, pushnewsId: id });
  return id;
}
