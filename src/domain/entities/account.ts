// Wire shapes of sign-in, saved users and partners.
// Field names follow the specs' entities exactly; money is a number in BRL.

export interface Partner {
  id: number;
  name: string;
  urlImage: string;
  urlCatalog: string;
  servesCustomer: boolean;
}

export interface LoginRequest {
  username: string;
  password: string;
  keepConnected: boolean;
}

export interface LoginResponse {
  token: string;
  changePasswordWarning?: string;
}

export interface KeepConnectedUser {
  keepConnectedId: string;
  userFullName: string;
  username: string;
}

export interface UserMe {
  principal: { id: number; name: string };
}

/** GET /user/profile [access §3 "User profile"]: contact is the phone's digits (area code first), or null. */
export interface UserProfile {
  name: string;
  contact: string | null;
  flagPushNotification: boolean;
}

/** [access §3 "Push subscription"] POST /backoffice/campaign/pushnewsSubscription/subscription */
export interface PushnewsSubscription {
  deviceId: string;
  /** the id the server gave the browser's registered push subscription (POST /push/subscriptions) */
  pushnewsId: string;
}
