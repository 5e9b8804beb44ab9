import { useSyncExternalStore } from 'react';
import styles from './toast.module.css';

interface ToastAction {
  label: string;
  onClick: () => void;
}

interface ToastState {
  id: number;
  text: string;
  action?: ToastAction;
}

const TOAST_MS = 3500;

let current: ToastState | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function dismiss(): void {
  clearTimeout(timer);
  current = null;
  emit();
}

/** Shows a toast; a new one replaces the visible one (the spec allows one at a time). */
export function showToast(text: string, action?: ToastAction): void {
  clearTimeout(timer);
  current = { id: nextId++, text, action };
  timer = setTimeout(dismiss, TOAST_MS);
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): ToastState | null {
  return current;
}

export function ToastHost() {
  const toast = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {toast && (
        <div key={toast.id} className={styles.toast}>
          <span className={styles.text}>{toast.text}</span>
          {toast.action && (
            <button
              type="button"
              className={styles.action}
              onClick={() => {
                toast.action?.onClick();
                dismiss();
              }}
            >
              {toast.action.label}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
