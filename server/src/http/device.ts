import type { Context } from 'hono';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const USER_AGENT_LIMIT = 512;

/** The value as a device id (a UUID, lower case), else null. */
export function asDeviceId(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  return UUID.test(text) ? text.toLowerCase() : null;
}

/** The deviceId header when it is a UUID, else null. */
export function deviceIdOf(c: Context): string | null {
  return asDeviceId(c.req.header('deviceId'));
}

/** The request's User-Agent, kept with the device's record (GET /user/devices); long values are cut. */
export function userAgentOf(c: Context): string {
  return (c.req.header('User-Agent') ?? '').slice(0, USER_AGENT_LIMIT);
}
