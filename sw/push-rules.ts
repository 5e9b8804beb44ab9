// What a push shows and where its tap leads, as pure functions (sw/push.ts wires them to the events).

/** The manifest's "any" icon (public/manifest.webmanifest). */
export const NOTIFICATION_ICON = '/icons/icon-192.png';
const FALLBACK_TITLE = 'Balcão';

export interface NotificationToShow {
  title: string;
  options: { body: string; icon: string; badge: string; data: { url: string } };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Only an address of the app itself: a path on this origin, never another site ('//host', 'https:…'). */
export function appPath(value: unknown): string {
  const path = text(value);
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : '/';
}

/** The server's payload `{title, body, url}` (server/src/push/push-service.ts PushMessage), read defensively. */
export function notificationFromPush(payload: string | null): NotificationToShow {
  let message: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(payload ?? '');
    if (parsed && typeof parsed === 'object') message = parsed as Record<string, unknown>;
  } catch {
    // A payload that is not ours still shows the app's name and opens the app.
  }
  return {
    title: text(message.title) || FALLBACK_TITLE,
    options: { body: text(message.body), icon: NOTIFICATION_ICON, badge: NOTIFICATION_ICON, data: { url: appPath(message.url) } },
  };
}

export interface OpenWindow {
  url: string;
  focused: boolean;
}

/** The app window a tap reuses: the focused one, else the first; null when none is open (a new one opens). */
export function windowForTap<W extends OpenWindow>(windows: readonly W[], origin: string): W | null {
  const ours = windows.filter((window) => new URL(window.url).origin === origin);
  return ours.find((window) => window.focused) ?? ours[0] ?? null;
}
