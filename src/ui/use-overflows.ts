import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element's content is taller than the element: only then is a dialog body
 * a tab stop (the keyboard's way to scroll it). Watches the element and its content.
 */
export function useOverflows(ref: RefObject<HTMLElement | null>, content: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [overflows, setOverflows] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!active || !element || typeof ResizeObserver !== 'function') return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (content.current) observer.observe(content.current);
    measure();
    return () => observer.disconnect();
  }, [ref, content, active]);

  return active && overflows;
}
