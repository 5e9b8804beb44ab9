import { useEffect, useState, type RefObject } from 'react';

export type CameraProblem = 'insecure' | 'denied' | 'no-camera' | 'failed';
export type CameraState = 'starting' | 'on' | 'paused' | CameraProblem;

/** Why getUserMedia refused, in the terms the scanner explains. */
export function cameraProblem(error: unknown): CameraProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no-camera';
  return 'failed';
}

const stop = (stream: MediaStream | null) => stream?.getTracks().forEach((track) => track.stop());

/**
 * The back camera in the video element while mounted and the page is visible: every track
 * stops on unmount (the scanner closed) and while the page is hidden, and starts again on return.
 */
export function useCamera(video: RefObject<HTMLVideoElement | null>): CameraState {
  const [state, setState] = useState<CameraState>(() =>
    !window.isSecureContext ? 'insecure' : 'getUserMedia' in (navigator.mediaDevices ?? {}) ? 'starting' : 'no-camera',
  );
  const usable = state === 'starting' || state === 'on' || state === 'paused';

  useEffect(() => {
    if (!usable) return undefined;
    let stream: MediaStream | null = null;
    let wanted = true;
    const start = async () => {
      try {
        const next = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (!wanted || document.hidden) return stop(next);
        stream = next;
        if (video.current) {
          video.current.srcObject = next;
          await video.current.play().catch(() => undefined);
        }
        setState('on');
      } catch (error) {
        if (wanted) setState(cameraProblem(error));
      }
    };
    const onVisibility = () => {
      if (!document.hidden) return void (stream === null && start());
      stop(stream);
      stream = null;
      setState('paused');
    };
    if (!document.hidden) void start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      wanted = false;
      document.removeEventListener('visibilitychange', onVisibility);
      stop(stream);
      if (video.current) video.current.srcObject = null;
    };
    // Started once per mount; a refusal ends it (usable turns false).
  }, [usable]);

  return state;
}
