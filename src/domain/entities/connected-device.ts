// Wire shape of a connected device [access §3 "Device"]: GET /user/devices.

/** phone and contact are hidden when '--' or empty; the dates are ISO instants. */
export interface ConnectedDevice {
  deviceId: string;
  phone: string | null;
  contact: string | null;
  firstAccess: string;
  lastAccess: string;
  userAgent: string;
}
