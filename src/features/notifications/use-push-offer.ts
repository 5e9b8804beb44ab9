import { useEffect, useState } from 'react';
import { getDeviceIdSync } from '../../db/device-id';
import { LOCAL_KEYS, writeLocal } from '../../db/local-keys';
import { userWantsPush } from '../../sync/actions/push';
import { notificationMessages } from './messages';
import { subscribeWhenWanted } from './push-subscription';
import { currentPushState, pushStep } from './push-support';

/** Whether to offer notifications (permission not asked yet, the profile wants them), and the answers. */
export function usePushOffer() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (pushStep(currentPushState(getDeviceIdSync() !== null)) !== 'offer') return;
    let alive = true;
    userWantsPush()
      .then((wanted) => alive && setVisible(wanted))
      .catch((error: unknown) => console.warn(notificationMessages.failed, error));
    return () => {
      alive = false;
    };
  }, []);

  return {
    visible,
    // The browser's prompt is asked for first thing in the tap, while the tap still counts as the user's gesture.
    accept: async () => {
      const permission = Notification.requestPermission();
      setVisible(false);
      if ((await permission) === 'granted') await subscribeWhenWanted();
    },
    dismiss: () => {
      writeLocal(LOCAL_KEYS.pushOfferDismissed, 'true');
      setVisible(false);
    },
  };
}
