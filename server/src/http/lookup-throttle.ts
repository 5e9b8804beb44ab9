import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../deps';
import { LOOKUPS_PER_SOURCE, lookupWaitMessage } from '../domain/lookup-throttle';
import { clientNetwork } from './client-address';
import { deviceIdOf } from './device';
import { reserveSources } from './source-throttle';

const LOOKUP_LIMIT = { attempts: LOOKUPS_PER_SOURCE, waitMessage: lookupWaitMessage };

/**
 * Counts a public lookup against its device (deviceId header, when present) and its network, or answers 429 once
 * either has made `LOOKUPS_PER_SOURCE` in the window. Counters apart from the login's (`lookup-` keys).
 */
export function throttleLookups({ db, clock, config }: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const deviceId = deviceIdOf(c);
    const network = clientNetwork(c, config.trustProxy);
    const sources = [...(deviceId ? [`lookup-device:${deviceId}`] : []), ...(network ? [`lookup-ip:${network}`] : [])];
    await reserveSources(db, sources, LOOKUP_LIMIT, clock.now());
    await next();
  };
}
