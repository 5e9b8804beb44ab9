// Connected devices live on the server only: nothing is kept on the device and nothing is queued offline (the
// screen needs the network and says so).
import { fetchDevices, removeDevice, removeOtherDevices } from '../../api/devices';
import type { ConnectedDevice } from '../../domain/entities/connected-device';

export function loadDevices(): Promise<ConnectedDevice[]> {
  return fetchDevices();
}

/** The device's next request is refused (401) and its saved users no longer show this user. */
export function disconnectDevice(deviceId: string): Promise<void> {
  return removeDevice(deviceId);
}

export function disconnectOtherDevices(): Promise<void> {
  return removeOtherDevices();
}
