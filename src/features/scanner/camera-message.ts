import { scannerMessages as m } from './messages';
import type { CameraState } from './use-camera';

/** What the scanner says about its camera, per state. */
export const cameraMessage: Record<CameraState, string> = {
  starting: m.starting,
  on: m.aim,
  paused: m.paused,
  insecure: m.insecure,
  denied: m.denied,
  'no-camera': m.noCamera,
  failed: m.failed,
};
