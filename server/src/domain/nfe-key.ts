// The NF-e access key (chave de acesso, Manual de Orientação do Contribuinte): 44 digits — state (2), year and month
// (4), issuer's CNPJ (14), model (2), series (3), number (9), emission type (1), numeric code (8), check digit (1).

const KEY = /^\d{44}$/;

/** The modulo 11 check digit over the first 43 digits, weights 2 to 9 from the right; remainders 0 and 1 give 0. */
export function nfeCheckDigit(first43: string): number {
  let sum = 0;
  for (let i = 0; i < first43.length; i++) sum += Number(first43[first43.length - 1 - i]) * (2 + (i % 8));
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

export function isNfeKey(key: string): boolean {
  return KEY.test(key) && nfeCheckDigit(key.slice(0, 43)) === Number(key[43]);
}

/** The series and number the key carries, as numbers (the DANFE prints them without leading zeros). */
export function nfeKeySeriesAndNumber(key: string): { series: number; number: number } {
  return { series: Number(key.slice(22, 25)), number: Number(key.slice(25, 34)) };
}
