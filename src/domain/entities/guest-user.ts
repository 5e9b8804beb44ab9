// Wire shape of a guest user [access §3 "Guest user"]: GET /user/guest.

/** phone: digits, area code first; lastAccessed: ISO instant, null before the first access. */
export interface GuestUser {
  id: number;
  name: string;
  phone: string;
  active: boolean;
  lastAccessed: string | null;
}
