// Brazilian phone numbers as the API keeps them: digits only, area code first (10 or 11 digits).
import { onlyDigits } from './tax-id';

const COUNTRY_CODE = '55';

/** The number's digits without the +55 prefix, when they make a phone with a valid area code (11–99); else null. */
export function phoneDigits(input: string): string | null {
  let digits = onlyDigits(input);
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith(COUNTRY_CODE)) digits = digits.slice(COUNTRY_CODE.length);
  if (digits.length !== 10 && digits.length !== 11) return null;
  return /^[1-9][1-9]/.test(digits) ? digits : null;
}

/** (DD) NNNN-NNNN for 10 digits, (DD) NNNNN-NNNN for 11; anything else as given. */
export function formatPhone(digits: string): string {
  const match = /^(\d{2})(\d{4,5})(\d{4})$/.exec(digits);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : digits;
}

/** The phone field as it is typed: '(11) 91234-5678' built from up to 11 digits (+55 pasted in front is dropped). */
export function maskPhoneInput(input: string): string {
  let digits = onlyDigits(input);
  if (digits.length > 11 && digits.startsWith(COUNTRY_CODE)) digits = digits.slice(COUNTRY_CODE.length);
  digits = digits.slice(0, 11);
  if (digits.length === 0) return '';
  if (digits.length <= 2) return `(${digits}`;
  const area = `(${digits.slice(0, 2)}) `;
  const local = digits.slice(2);
  if (local.length <= 4) return area + local;
  const split = local.length === 9 ? 5 : 4;
  return `${area}${local.slice(0, split)}-${local.slice(split)}`;
}
