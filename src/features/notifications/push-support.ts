// When the app may subscribe to Web Push (docs/decisions/0095-asking-for-notifications.md).
import { LOCAL_KEYS, readLocal } from '../../db/local-keys';

export type PushStep = 'subscribe' | 'offer' | 'none';

export interface PushState {
  supported: boolean;
  permission: NotificationPermission;
  /** the user answered 'Agora não' to the offer */
  dismissed: boolean;
  hasDeviceId: boolean;
}

/**
 * Granted → subscribe without asking again; not asked yet → offer it (the browser's prompt
 * only follows a tap on 'Ativar avisos'); refused, dismissed or unsupported → nothing.
 */
export function pushStep({ supported, permission, dismissed, hasDeviceId }: PushState): PushStep {
  if (!supported || !hasDeviceId) return 'none';
  if (permission === 'granted') return 'subscribe';
  return permission === 'default' && !dismissed ? 'offer' : 'none';
}

export function currentPushState(hasDeviceId: boolean): PushState {
  const supported = typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  return {
    supported,
    permission: supported ? Notification.permission : 'denied',
    dismissed: readLocal(LOCAL_KEYS.pushOfferDismissed) === 'true',
    hasDeviceId,
  };
}

/** The VAPID public key (base64url) as the bytes `applicationServerKey` takes. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

export function sameBytes(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((byte, index) => byte === b[index]);
}
