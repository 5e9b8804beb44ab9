// The recovery flow's calls as the screens see them (what it remembers: recovery-request.ts).
import * as api from '../api/recovery';
import type { RecoveryRequest } from './recovery-request';

export { changeAccessCode, resetPassword, sendRedefinitionCode, validateRedefinitionCode } from '../api/recovery';

/** [P-04] The contacts where a reset code may go; an entry with an empty `value` cannot be shown, so it is dropped. */
export async function fetchRedefinitionContacts(username: string): ReturnType<typeof api.fetchRedefinitionContacts> {
  return (await api.fetchRedefinitionContacts(username)).filter((contact) => typeof contact.value === 'string' && contact.value.trim() !== '');
}

/** Sends the code again to the contact it went to last. */
export function resendRedefinitionCode(request: Required<Pick<RecoveryRequest, 'username' | 'contact'>>): ReturnType<typeof api.sendRedefinitionCode> {
  return api.sendRedefinitionCode({ method: request.contact.method, identifier: request.contact.identifier, username: request.username });
}
