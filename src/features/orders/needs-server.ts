import { NETWORK_MESSAGE } from '../../api/errors';
import { showToast } from '../../ui/toast';

/** Actions that need the server say so offline instead of failing silently. */
export function requireOnline(): boolean {
  if (navigator.onLine) return true;
  showToast(NETWORK_MESSAGE);
  return false;
}
