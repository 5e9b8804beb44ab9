// Wire shapes of connected devices and guest users [access §3], GET /user/devices and GET /user/guest.

/** phone and contact are hidden when '--' or empty; the dates are ISO instants. */
export interface ConnectedDevice {
  deviceId: string;
  phone: string | null;
  contact: string | null;
  firstAccess: string;
  lastAccess: string;
  userAgent: string;
}

/** phone: digits, area code first; lastAccessed: ISO instant, null before the first access. */
export interface GuestUser {
  id: number;
  name: string;
  phone: string;
  active: boolean;
  lastAccessed: string | null;
}
