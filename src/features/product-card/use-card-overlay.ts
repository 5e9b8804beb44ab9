import { useEffect, useRef, useState } from 'react';
import type { CardOverlayKind } from './card-links';

/** Which overlay of the card is open; on close focus returns to the control that opened it. */
export function useCardOverlay() {
  const [overlay, setOverlay] = useState<CardOverlayKind | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (overlay === null && opener.current?.isConnected) opener.current.focus();
  }, [overlay]);
  const open = (kind: CardOverlayKind) => {
    opener.current = document.activeElement as HTMLElement | null;
    setOverlay(kind);
  };
  return { overlay, open, close: () => setOverlay(null) };
}
