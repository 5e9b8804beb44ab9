import type { Context } from 'hono';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The deviceId header when it is a UUID, else null. */
export function deviceIdOf(c: Context): string | null {
  const value = c.req.header('deviceId')?.trim() ?? '';
  return UUID.test(value) ? value.toLowerCase() : null;
}
