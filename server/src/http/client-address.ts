import type { Context } from 'hono';

/**
 * The network a request comes from, as the login throttle counts it: an IPv4 address, or the /64 prefix of an IPv6
 * one (a single subscriber usually holds a whole /64). With `trustProxy` the address is the last one the proxy in
 * front added to X-Forwarded-For; otherwise the connection's peer. Null when unknown (requests made in-process).
 */
export function clientNetwork(c: Context, trustProxy: boolean): string | null {
  if (trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',').at(-1);
    if (forwarded) return networkOf(forwarded);
  }
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const peer = env?.incoming?.socket?.remoteAddress;
  return peer ? networkOf(peer) : null;
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

export function networkOf(address: string): string | null {
  let text = address.trim().toLowerCase();
  if (text.startsWith('[')) text = text.slice(1, text.indexOf(']'));
  text = text.split('%')[0];
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (mapped) return mapped[1];
  if (IPV4.test(text)) return text;
  if (!/^[0-9a-f:]+$/.test(text) || !text.includes(':')) return null;
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (groups.some((group) => group.length === 0 || group.length > 4)) return null;
  return `${groups.slice(0, 4).map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`;
}
