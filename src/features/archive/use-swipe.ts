import { useRef, useState, type PointerEvent as ReactPointerEvent, type MouseEvent as ReactMouseEvent } from 'react';

/** The spec's swipe threshold [commerce §9]. */
export const SWIPE_THRESHOLD_PX = 95;
/** Movement before the gesture picks its axis: vertical leaves the page scrolling, horizontal is a swipe. */
const AXIS_LOCK_PX = 10;

interface Gesture {
  pointerId: number;
  startX: number;
  startY: number;
  axis: 'x' | 'y' | null;
}

/**
 * A direction-locked horizontal swipe on one element: vertical drags scroll the page
 * (`touch-action: pan-y`), a drag of at least the threshold in `direction` calls `onSwipe`.
 * A click that ends a swipe does not reach the controls under the finger.
 */
export function useSwipe(direction: 'left' | 'right', onSwipe: () => void) {
  const gesture = useRef<Gesture | null>(null);
  const offsetRef = useRef(0);
  const justSwiped = useRef(false);
  const [offset, setOffset] = useState(0);

  const move = (value: number) => {
    offsetRef.current = value;
    setOffset(value);
  };

  const end = () => {
    gesture.current = null;
    move(0);
  };

  return {
    offset,
    dragging: offset !== 0,
    handlers: {
      onPointerDown(event: ReactPointerEvent<HTMLElement>) {
        if (event.button !== 0) return;
        justSwiped.current = false;
        gesture.current = { pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, axis: null };
      },
      onPointerMove(event: ReactPointerEvent<HTMLElement>) {
        const current = gesture.current;
        if (!current || current.pointerId !== event.pointerId) return;
        const dx = event.clientX - current.startX;
        const dy = event.clientY - current.startY;
        if (!current.axis) {
          if (Math.max(Math.abs(dx), Math.abs(dy)) < AXIS_LOCK_PX) return;
          current.axis = Math.abs(dx) > Math.abs(dy) ? 'x' : 'y';
          if (current.axis === 'x') event.currentTarget.setPointerCapture?.(event.pointerId);
        }
        if (current.axis === 'x') move(direction === 'left' ? Math.min(0, dx) : Math.max(0, dx));
      },
      onPointerUp(event: ReactPointerEvent<HTMLElement>) {
        const current = gesture.current;
        if (!current || current.pointerId !== event.pointerId) return;
        const reached = Math.abs(offsetRef.current) >= SWIPE_THRESHOLD_PX;
        justSwiped.current = current.axis === 'x';
        end();
        if (reached) onSwipe();
      },
      onPointerCancel: end,
      onClickCapture(event: ReactMouseEvent<HTMLElement>) {
        if (!justSwiped.current) return;
        justSwiped.current = false;
        event.preventDefault();
        event.stopPropagation();
      },
      onDragStart(event: ReactMouseEvent<HTMLElement>) {
        event.preventDefault();
      },
    },
  };
}
