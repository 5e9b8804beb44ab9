import { randomInt } from 'node:crypto';

/** [access §9] */
export const ACCESS_CODE_LENGTH = 6;

/**
 * Codes anyone would try first: one digit repeated, a run up or down (123456, 987654), or a pair or
 * triple repeated (121212, 123123). Refused when a user chooses a code; never generated.
 */
export function isTrivialCode(code: string): boolean {
  const digits = [...code].map(Number);
  const steps = new Set(digits.slice(1).map((digit, index) => (digit - digits[index] + 10) % 10));
  if (steps.size === 1 && (steps.has(0) || steps.has(1) || steps.has(9))) return true;
  return code === code.slice(0, 2).repeat(3) || code === code.slice(0, 3).repeat(2);
}

/** A random 6-digit code that is not trivial: what the server sends by WhatsApp or SMS. */
export function newAccessCode(): string {
  for (;;) {
    const code = String(randomInt(0, 10 ** ACCESS_CODE_LENGTH)).padStart(ACCESS_CODE_LENGTH, '0');
    if (!isTrivialCode(code)) return code;
  }
}
