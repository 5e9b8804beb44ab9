import type { ServerConfig } from './config';
import type { Db } from './db/client';
import type { CardAcquirer } from './domain/card-payment';
import type { Scope } from './domain/partner-token';
import type { PushService } from './push/push-service';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface AppDeps {
  db: Db;
  config: ServerConfig;
  clock: Clock;
  /** Web Push; without it no notification is sent and the push endpoints are not served */
  push?: PushService;
  /** the message worker (messaging/message-worker.ts), woken after write requests; without it queued messages wait for a worker elsewhere (tests drive their own) */
  messageWorker?: { wake(): void };
  /** who authorises card payments; without it the simulated acquirer of the test cards (domain/card-payment.ts) */
  cardAcquirer?: CardAcquirer;
  /** the webhook worker (webhooks/webhook-worker.ts), woken after write requests, as the message worker */
  webhookWorker?: { wake(): void };
}

export interface Auth {
  userId: number;
  username: string;
  name: string;
  customerId: number;
  sessionId: string;
  deviceId: string;
  /** a guest user of the customer (docs/decisions/0087-guest-users-who-they-are-what-they-may-do-how-they-sign-in.md) */
  guest: boolean;
}

/** Who calls the integration API: the partner token's (`requirePartnerToken`). */
export interface PartnerAuth {
  partnerId: number;
  tokenId: number;
  scopes: Scope[];
}

/** Hono environment of every API sub-app. */
export interface AppEnv {
  /** `tokenAuth`: a verified token's claims whose session the route has yet to check (`requireToken`) */
  Variables: { auth: Auth; tokenAuth: Auth; partnerId: number; partnerAuth: PartnerAuth };
}
