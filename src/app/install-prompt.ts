// 'Instalar o Balcão' [commerce §2]: offered only while the browser holds an install prompt for the app.
import { useSyncExternalStore } from 'react';

/** Chromium's event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function update(next: BeforeInstallPromptEvent | null): void {
  deferred = next;
  listeners.forEach((listener) => listener());
}

/**
 * Call at boot, before anything renders: the browser fires `beforeinstallprompt` once, early. Kept (and its
 * mini-infobar held back) so the drawer's entry can show the prompt when the user asks.
 */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    update(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => update(null));
}

/** A prompt can be shown once: after the user's answer (installed or dismissed) the entry goes away. */
export async function promptInstall(): Promise<void> {
  const event = deferred;
  if (!event) return;
  update(null);
  await event.prompt();
  await event.userChoice;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useInstallAvailable(): boolean {
  return useSyncExternalStore(subscribe, () => deferred !== null, () => false);
}
