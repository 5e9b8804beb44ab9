import { useEffect, useState, type RefObject } from 'react';

/**
 * 'Finalizar pedido' sits below the fields it checks: when it finds errors, the first field in
 * error is scrolled to the middle of the screen (clear of the sticky bars) and focused, so the
 * tap visibly leads somewhere and a screen reader reads the field with its message.
 * Returns the call that asks for it, made together with setting the errors.
 */
export function useFocusFirstError(container: RefObject<HTMLElement | null>): () => void {
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (asked === 0) return;
    const invalid = container.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    // A group of radios gives the focus to its chosen radio, else to its first.
    const target = invalid instanceof HTMLFieldSetElement ? (invalid.querySelector<HTMLElement>('input:checked') ?? invalid.querySelector<HTMLElement>('input')) : invalid;
    invalid.scrollIntoView({ block: 'center' });
    target?.focus({ preventScroll: true });
  }, [asked, container]);
  return () => setAsked((n) => n + 1);
}
