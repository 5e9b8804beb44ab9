import { getDeviceIdSync } from '../../db/device-id';

// Boot makes a device id at once, so "the device has no id" [access §2.2] must be
// captured before that: main.tsx calls captureFirstAccess() first thing.
let firstAccess: boolean | null = null;

export function captureFirstAccess(): void {
  if (firstAccess === null) firstAccess = getDeviceIdSync() === null;
}

export function isFirstAccess(): boolean {
  return firstAccess ?? getDeviceIdSync() === null;
}
