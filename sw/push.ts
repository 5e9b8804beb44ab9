import { appPath, notificationFromPush, windowForTap } from './push-rules';

declare const self: ServiceWorkerGlobalScope;

/** Web Push: show the server's notification; a tap brings the app forward on the notification's address. */
export function installPush(): void {
  self.addEventListener('push', (event) => {
    const { title, options } = notificationFromPush(event.data?.text() ?? null);
    event.waitUntil(self.registration.showNotification(title, options));
  });
  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    event.waitUntil(openApp(new URL(appPath(data?.url), self.location.origin).href));
  });
}

async function openApp(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const existing = windowForTap(windows, self.location.origin);
  if (!existing) {
    await self.clients.openWindow(url);
    return;
  }
  const focused = await existing.focus();
  // navigate() needs a window this worker controls; otherwise a new window opens on the address.
  const navigated = await focused.navigate(url).catch(() => null);
  if (!navigated) await self.clients.openWindow(url);
}
