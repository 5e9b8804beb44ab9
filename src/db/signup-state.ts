// The signup in progress [access §3 "Customer" context], kept for this tab only (sessionStorage): the screens from the
// tax id to the activation-sent state share it, a reload keeps it, and it never outlives the tab.
import type { SignupCustomer } from '../domain/entities/signup';

const KEY = 'signup';

export interface SignupState {
  customer: SignupCustomer;
  trackid: string;
  /** the number chosen on the phone-choice screen (change number replaces it) */
  selectedPhoneId: number | null;
  /** the activation link went out (to `sentTo`): this device's part is done; change number resets it */
  finishRegister: boolean;
  sentTo: SentDestination | null;
}

/** Where the activation link went, masked as the screens show it. */
export interface SentDestination {
  channel: 'whatsapp' | 'email';
  to: string;
}

export function readSignupState(): SignupState | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as SignupState | null;
    return value && typeof value.customer?.customerId === 'number' ? value : null;
  } catch {
    return null;
  }
}

export function writeSignupState(state: SignupState | null): void {
  try {
    if (state === null) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, JSON.stringify(state));
  } catch {
    // storage refused: the flow starts again from the tax id after a reload
  }
}

export function updateSignupState(change: Partial<SignupState>): void {
  const state = readSignupState();
  if (state) writeSignupState({ ...state, ...change });
}
