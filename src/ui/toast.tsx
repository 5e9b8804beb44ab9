import { useEffect, useRef, useSyncExternalStore } from 'react';
import { isFocusLost } from './focus';
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
/** The keyboard focus was in the toast that just went away or was replaced. */
let focusWasInToast = false;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function replace(next: ToastState | null): void {
  focusWasInToast = Boolean(document.activeElement?.closest('[data-toast]'));
  current = next;
  emit();
}

function dismiss(): void {
  clearTimeout(timer);
  replace(null);
}

function startTimer(): void {
  clearTimeout(timer);
  timer = setTimeout(dismiss, TOAST_MS);
}

/** Shows a toast; a new one replaces the visible one (the spec allows one at a time). */
export function showToast(text: string, action?: ToastAction): void {
  startTimer();
  replace({ id: nextId++, text, action });
}

/** The spec's action of a toast that can be taken back. */
const UNDO = 'Desfazer';

/** A toast with 'Desfazer'. */
export function showUndoToast(text: string, onUndo: () => void): void {
  showToast(text, { label: UNDO, onClick: onUndo });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): ToastState | null {
  return current;
}

/** Focus that came from the keyboard (engines without :focus-visible count every focus). */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/** Gives the focus to `target` when it is lost now or later (its control removed). */
function catchLostFocus(target: HTMLElement): () => void {
  const take = () => {
    if (isFocusLost()) target.focus();
  };
  take();
  const observer = new MutationObserver(take);
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * The toast region. A toast's action is reachable at once: while the toast shows, a lost
 * focus (the control that was used went away, as a removed cart row's) goes to the
 * action. The toast waits while it holds the keyboard focus; when it goes away with the
 * focus inside, the focus moves to the page's main content.
 */
export function ToastHost() {
  const toast = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  const actionRef = useRef<HTMLButtonElement>(null);
  const toastRef = useRef<HTMLDivElement>(null);

  const toastId = toast?.id;
  useEffect(() => {
    const hadFocus = focusWasInToast;
    focusWasInToast = false;
    if (actionRef.current) return catchLostFocus(actionRef.current);
    if (hadFocus && isFocusLost()) document.querySelector<HTMLElement>('main[tabindex]')?.focus();
  }, [toastId]);

  return (
    <div className={styles.region} role="status" aria-live="polite">
      {toast && (
        <div
          key={toast.id}
          ref={toastRef}
          data-toast=""
          className={styles.toast}
          onFocus={(event) => {
            if (isKeyboardFocus(event.target)) clearTimeout(timer);
          }}
          onBlur={(event) => {
            if (!toastRef.current?.contains(event.relatedTarget as Node | null)) startTimer();
          }}
        >
          <span className={styles.text}>{toast.text}</span>
          {toast.action && (
            <button
              ref={actionRef}
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
