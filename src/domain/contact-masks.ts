// Contacts as every screen shows them (signup, recovery, profile, connected devices): enough to recognise one's own,
// never the whole value.
import { phoneDigits } from './phone';
import { onlyDigits } from './tax-id';

/**
 * The one phone mask, in the profile's shape ((DD) NNNNN-NNNN / (DD) NNNN-NNNN): `(11) 9****-4321` for a mobile,
 * `(11) ****-4455` for a landline: area code, a mobile's leading 9, last 4 digits. A +55 in front is dropped.
 */
export function maskPhone(phone: string): string {
  const bare = phoneDigits(phone) ?? onlyDigits(phone);
  if (bare.length < 10) return `****-${bare.slice(-4)}`;
  const area = bare.slice(0, 2);
  const subscriber = bare.slice(2);
  const lead = subscriber.length === 9 ? subscriber[0] : '';
  return `(${area}) ${lead}****-${subscriber.slice(-4)}`;
}

/** `co***@mercadinho.example`: the first two characters of the name and the whole domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

/** The number typed on change number [access §5]: a leading +55 and every non-digit removed. */
export function normalizeNewNumber(input: string): string {
  return input.trim().replace(/^\+\s*55/, '').replace(/\D/g, '');
}
