// What a guest user's card shows [access §2.12, §9].
import { cutText } from './format';

/** [access §9] guest name cut */
export const GUEST_NAME_CUT = 20;

/** The name cut at 20 characters, with an ellipsis when cut. */
export function guestCardName(name: string): string {
  return cutText(name.trim(), GUEST_NAME_CUT);
}

/** The avatar's letter: the name's first, upper case ('?' for an empty name). */
export function guestInitial(name: string): string {
  return name.trim().charAt(0).toUpperCase() || '?';
}
