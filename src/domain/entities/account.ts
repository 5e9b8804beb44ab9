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

/**
 * GET /user/contacts (U-31): one of the user's registered contacts, masked as on the recovery screen — each phone of
 * the customer ('(11) 9****-4321') and its e-mail ('c****@dominio.example'): where a reset code can go.
 */
export interface UserContact {
  type: 'phone' | 'email';
  value: string;
}

/** How a reset code can be sent [access §3 "Password-redefinition contact option"]. */
export type RedefinitionMethod = 'whatsapp' | 'sms' | 'email';

/** GET /authentication/password-redefinition/code: `value` is masked by the server, e.g. (11) 9****-4321. */
export interface PasswordRedefinitionContact {
  method: RedefinitionMethod;
  identifier: string;
  value: string;
}

/** The recovery and access-code calls answer a Portuguese text; validate-code also the reset token in `data`. */
export interface MessageAnswer {
  message: string;
}

export interface ValidateCodeAnswer extends MessageAnswer {
  data: string;
}

/** [access §3 "Push subscription"] POST /backoffice/campaign/pushnewsSubscription/subscription */
export interface PushnewsSubscription {
  deviceId: string;
  /** the id the server gave the browser's registered push subscription (POST /push/subscriptions) */
  pushnewsId: string;
}
