// The recovery flow's calls as the screens see them (what it remembers: recovery-request.ts).
import * as api from '../api/recovery';
import type { RecoveryRequest } from './recovery-request';

export {
  changeAccessCode, fetchRedefinitionContacts, resetPassword, sendRedefinitionCode, validateRedefinitionCode,
} from '../api/recovery';

/** Sends the code again to the contact it went to last. */
export function resendRedefinitionCode(request: Required<RecoveryRequest>): ReturnType<typeof api.sendRedefinitionCode> {
  return api.sendRedefinitionCode({ method: request.contact.method, identifier: request.contact.identifier, username: request.username });
}
