/** A browser's Web Push subscription, as the Push API serialises it. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** 'gone': the push service no longer knows the subscription (404/410), so it must be forgotten. */
export type PushOutcome = 'sent' | 'gone';

/** What the API needs to send notifications; tests inject one that records instead of calling the network. */
export interface PushService {
  /** the VAPID public key (base64url) the app subscribes with */
  publicKey: string;
  /** resolves 'sent' or 'gone'; rejects on any other failure */
  send(target: PushTarget, payload: string): Promise<PushOutcome>;
}

/** The notification the service worker shows; `url` is the app address a tap opens. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
}
