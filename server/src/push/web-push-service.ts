import webpush from 'web-push';
import type { PushOutcome, PushService, PushTarget } from './push-service';
import type { VapidKeys } from './vapid-keys';

const GONE = [404, 410];
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

/** Sends through the browser's push service with the web-push library, signed with the server's VAPID keys. */
export function webPushService(keys: VapidKeys, subject: string): PushService {
  return {
    publicKey: keys.publicKey,
    async send(target: PushTarget, payload: string): Promise<PushOutcome> {
      try {
        await webpush.sendNotification(target, payload, {
          vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: TIME_TO_LIVE_SECONDS,
          timeout: TIMEOUT_MS,
        });
        return 'sent';
      } catch (error) {
        if (error instanceof webpush.WebPushError && GONE.includes(error.statusCode)) return 'gone';
        throw error;
      }
    },
  };
}
