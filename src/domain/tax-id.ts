// Brazilian tax ids: CPF (11 digits) and CNPJ (14 characters). Since July 2026 a CNPJ
// may carry letters in its first 12 positions; the 2 check digits stay numeric.

export function onlyDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/** Removes the usual punctuation (spaces, dots, slashes, dashes) and upper-cases letters. */
export function stripTaxIdPunctuation(text: string): string {
  return text.replace(/[\s./-]/g, '').toUpperCase();
}

function allSame(text: string): boolean {
  return /^(.)\1*$/.test(text);
}

function mod11Digit(values: number[], weights: number[]): number {
  const sum = values.reduce((total, value, index) => total + value * weights[index], 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Accepts 11 digits, with or without the usual punctuation; any other character refuses it. */
export function isValidCpf(input: string): boolean {
  const cpf = stripTaxIdPunctuation(input);
  if (!/^\d{11}$/.test(cpf) || allSame(cpf)) return false;
  const digits = [...cpf].map(Number);
  const first = mod11Digit(digits.slice(0, 9), [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = mod11Digit(digits.slice(0, 10), [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === digits[9] && second === digits[10];
}

const CNPJ_FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_SECOND_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** Accepts the numeric CNPJ and the alphanumeric one (a character's value is its code minus 48). */
export function isValidCnpj(input: string): boolean {
  const cnpj = stripTaxIdPunctuation(input);
  if (!/^[0-9A-Z]{12}[0-9]{2}$/.test(cnpj) || allSame(cnpj)) return false;
  const values = [...cnpj].map((char) => char.charCodeAt(0) - 48);
  const first = mod11Digit(values.slice(0, 12), CNPJ_FIRST_WEIGHTS);
  const second = mod11Digit(values.slice(0, 13), CNPJ_SECOND_WEIGHTS);
  return first === values[12] && second === values[13];
}

/**
 * The username sent at login: the bare digits of a CPF/CNPJ, a valid alphanumeric CNPJ without its punctuation
 * (upper case), otherwise the typed text.
 */
export function loginUsername(input: string): string {
  const bare = stripTaxIdPunctuation(input);
  if (/[A-Z]/.test(bare) && isValidCnpj(bare)) return bare;
  const digits = onlyDigits(input);
  return digits.length === 11 || digits.length === 14 ? digits : input.trim();
}

/**
 * A username shown to people: a valid CPF as 000.000.000-00, a valid CNPJ (numeric or
 * alphanumeric) as 00.000.000/0000-00; anything else as it is.
 */
export function formatTaxId(username: string): string {
  const bare = stripTaxIdPunctuation(username);
  if (isValidCpf(bare)) return bare.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
  if (isValidCnpj(bare)) return bare.replace(/^(.{2})(.{3})(.{3})(.{4})(.{2})$/, '$1.$2.$3/$4-$5');
  return username;
}
