import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import type { Decode } from './decode';
import { createDecoder } from './decoder';

/** Between two reads of the frame: about 8 a second keeps a cheap phone's CPU free for the preview. */
const SCAN_INTERVAL_MS = 120;

/** While active, reads the video's frames until one holds a barcode, then hands its text over once. */
export function useScanLoop(video: RefObject<HTMLVideoElement | null>, active: boolean, onCode: (code: string) => void, onFailed: () => void) {
  const decoder = useRef<Promise<Decode>>(null);
  const found = useEffectEvent(onCode);
  const failed = useEffectEvent(onFailed);

  useEffect(() => {
    if (!active) return undefined;
    let running = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    decoder.current ??= createDecoder();
    const tick = async () => {
      const frame = video.current;
      let decode: Decode;
      try {
        decode = await decoder.current!;
      } catch {
        // The decoder could not load (offline before its first use): typing the number still works.
        if (running) failed();
        return;
      }
      const ready = running && frame !== null && frame.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA;
      // A frame the decoder chokes on is a frame without a code: the next one is read.
      const code = ready ? await decode(frame).catch(() => null) : null;
      if (!running) return;
      if (code) found(code);
      else timer = setTimeout(() => void tick(), SCAN_INTERVAL_MS);
    };
    void tick();
    return () => {
      running = false;
      clearTimeout(timer);
    };
  }, [active]);
}
