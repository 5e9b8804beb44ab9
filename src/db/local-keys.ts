// Every localStorage key of the app, in one place [access §3] [commerce §3].
export const LOCAL_KEYS = {
  token: 'token',
  lastUsername: 'lastUsername',
  displayName: 'displayName',
  termsAccepted: 'termsAccepted',
  loginMode: 'loginMode',
  partner: 'partner',
  deviceId: 'deviceId',
  savedUsers: 'savedUsers',
  versionReloadCounter: 'versionReloadCounter',
  versionReloadAt: 'versionReloadAt',
  historyOrdering: 'historyOrdering',
  cardViewMode: 'cardViewMode',
  excessiveProducts: 'excessiveProducts',
  lockedModalAcknowledgedAt: 'lockedModalAcknowledgedAt',
  lastSearch: 'lastSearch',
  scrollPositions: 'scrollPositions',
  /** when the last reset code was sent (ms): the resend countdown survives reloads [access §4.4] */
  verificationTimer: 'verificationTimer',
  /** the username and contact of the recovery in progress */
  recoveryRequest: 'recoveryRequest',
  /** a reset just ended: the login opens once in password mode for this username */
  passwordResetFor: 'passwordResetFor',
  /** [access §3] the push subscription id the server answered (posted as pushnewsId) */
  pushSubscriptionId: 'pushSubscriptionId',
  /** the user answered 'Agora não' to the notifications offer */
  pushOfferDismissed: 'pushOfferDismissed',
  /** [access §3] the stored navigation target (deep link) opened after sign-in */
  deepLink: 'deepLink',
  /** a '0' typed in a cart quantity field not yet left: applied at the next start if the page went away first */
  typedRemoval: 'typedRemoval',
  // Session replay's keys ('sessionReplayOff', 'sessionReplaySampling') are in src/session/replay/ (preference.ts,
  // tab-session.ts): the landing and login download no byte of session replay, these names included.
} as const;

export type LocalKey = (typeof LOCAL_KEYS)[keyof typeof LOCAL_KEYS];

// Storage can throw (disabled storage, private modes, quota), even on access: the app then runs without it.
export function readStorage(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // nothing else to do: the value lives only in memory for this page
  }
}

export const readLocal = (key: LocalKey): string | null => readStorage(() => localStorage, key);

export const writeLocal = (key: LocalKey, value: string | null): void => writeStorage(() => localStorage, key, value);
