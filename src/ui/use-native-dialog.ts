import { useEffect, useRef, type RefObject } from 'react';
import { focusInitial, focusOpener, isFocusLost, wrapTab } from './focus';

/**
 * Keeps a native <dialog> in step with React's `open`: showModal makes the page behind
 * inert and gives Escape and the top layer. Escape (the `cancel` event) asks `onClose`
 * instead of closing by itself, so React stays the owner of the state.
 *
 * Focus: on open it moves to the dialog's first control (or its heading when it has
 * none); Tab wraps around inside it; it never stays lost while the dialog is open; on
 * close it goes back to the element that had it before, unless something else took it
 * meanwhile (a screen that moves focus on purpose, another dialog). A dialog the page opened
 * by itself (the terms on a first visit) had no opener: the focus goes to the screen's title.
 */
export function useNativeDialog(ref: RefObject<HTMLDialogElement | null>, open: boolean, onClose: () => void): void {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const openerRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      focusInitial(dialog);
    } else if (!open && dialog.open) {
      const focusWasInside = dialog.contains(document.activeElement);
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      const opener = openerRef.current;
      openerRef.current = null;
      if (focusWasInside || isFocusLost() || dialog.contains(document.activeElement)) focusOpener(opener);
    }
  }, [ref, open]);

  // An owner that stops rendering its open dialog (a confirmation cancelled) removes it without closing it: the
  // focus it held fell to the body. Only to an opener still on the page: a screen left meanwhile has its own focus.
  useEffect(
    () => () => {
      const opener = openerRef.current;
      if (opener?.isConnected && opener !== document.body && isFocusLost()) opener.focus();
    },
    [],
  );

  // A control that goes away with the focus (a retry button once pressed) would drop it
  // on the inert page: it goes back to the dialog's first control or heading.
  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const observer = new MutationObserver(() => {
      if (dialog.open && isFocusLost()) focusInitial(dialog);
    });
    observer.observe(dialog, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [ref, open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      // Engines without a native cancel event (jsdom, old WebViews).
      if (event.key === 'Escape' && typeof dialog.showModal !== 'function') onCloseRef.current();
      wrapTab(dialog, event);
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('keydown', onKeyDown);
    };
  }, [ref]);
}
