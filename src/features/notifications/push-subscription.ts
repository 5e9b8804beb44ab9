import { getDeviceIdSync } from '../../db/device-id';
import { getSession } from '../../session/session';
import { userWantsPush } from '../../sync/actions/push';
import { notificationMessages } from './messages';
import { currentPushState, pushStep } from './push-support';

let subscribedToken: string | null = null;

/** Failures only go to the console [access §7.3]. */
function logFailure(error: unknown): void {
  console.warn(notificationMessages.failed, error);
}

/** Subscribes now: the profile must want notifications and a device id must exist. Never throws. */
export async function subscribeWhenWanted(): Promise<void> {
  const deviceId = getDeviceIdSync();
  if (!deviceId) return;
  try {
    if (!(await userWantsPush())) return;
    const { subscribeThisDevice } = await import('./push-setup');
    await subscribeThisDevice(deviceId);
  } catch (error) {
    logFailure(error);
  }
}

/** Once per sign-in, when the permission is already granted: keeps the device's subscription current. */
export function subscribeIfGranted(): void {
  const session = getSession();
  if (!session || session.token === subscribedToken) return;
  if (pushStep(currentPushState(getDeviceIdSync() !== null)) !== 'subscribe') return;
  subscribedToken = session.token;
  void subscribeWhenWanted();
}
