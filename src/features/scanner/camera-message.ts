import { scannerMessages } from './messages';
import type { CameraState } from './use-camera';

/** What the scanner says about its camera. */
export function cameraMessage(state: CameraState): string {
  switch (state) {
    case 'starting':
      return scannerMessages.starting;
    case 'on':
      return scannerMessages.aim;
    case 'paused':
      return scannerMessages.paused;
    case 'insecure':
      return scannerMessages.insecure;
    case 'denied':
      return scannerMessages.denied;
    case 'no-camera':
      return scannerMessages.noCamera;
    case 'failed':
      return scannerMessages.failed;
  }
}
