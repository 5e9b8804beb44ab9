import type { ConnectedDevice } from '../domain/entities/connected-device';
import { request } from './client';

export function fetchDevices(): Promise<ConnectedDevice[]> {
  return request<ConnectedDevice[]>('get', '/user/devices');
}

/** Ends the device's sessions and forgets this user in its saved users; the device in use is refused. */
export function removeDevice(deviceId: string): Promise<void> {
  return request<void>('delete', `/user/${encodeURIComponent(deviceId)}`);
}

/** Every device but the one in use. */
export function removeOtherDevices(): Promise<void> {
  return request<void>('delete', '/user/all');
}
