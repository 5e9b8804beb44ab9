import { useEffect, useRef, type RefObject } from 'react';

/**
 * Keeps a native <dialog> in step with React's `open`: showModal gives the focus trap,
 * Escape and the top layer. Escape (the `cancel` event) asks `onClose` instead of
 * closing by itself, so React stays the owner of the state.
 */
export function useNativeDialog(ref: RefObject<HTMLDialogElement | null>, open: boolean, onClose: () => void): void {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [ref, open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    // Engines without a native cancel event (jsdom, old WebViews).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && typeof dialog.showModal !== 'function') onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('keydown', onKeyDown);
    };
  }, [ref]);
}
