import type { ServerConfig } from './config';
import type { Db } from './db/client';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface AppDeps {
  db: Db;
  config: ServerConfig;
  clock: Clock;
}

export interface Auth {
  userId: number;
  username: string;
  name: string;
  customerId: number;
  sessionId: string;
  deviceId: string;
  /** a guest user of the customer (docs/decisions.md, "Guest users") */
  guest: boolean;
}

/** Hono environment of every API sub-app. */
export interface AppEnv {
  Variables: { auth: Auth; partnerId: number };
}
