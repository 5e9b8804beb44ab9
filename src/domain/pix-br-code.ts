// PIX BR Code (EMV QR "copia e cola"), per the Banco Central's Manual de Padrões para Iniciação do Pix.

export interface PixBrCodeInput {
  /** the receiver's PIX key (e-mail, phone, tax id or random key) */
  key: string;
  /** at most 25 ASCII characters; accents are removed */
  merchantName: string;
  /** at most 15 ASCII characters; accents are removed */
  merchantCity: string;
  /** letters and digits, at most 25; '***' when the receiver does not identify the payment */
  txid: string;
  /** BRL; omitted for a code where the payer types the amount */
  amount?: number;
  /** field 01 = '12': the code may be paid only once */
  singleUse?: boolean;
}

function field(id: string, value: string): string {
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

function ascii(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .slice(0, max);
}

/** CRC16-CCITT-FALSE (poly 0x1021, init 0xFFFF), four upper-case hex digits. */
export function crc16ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

// Field 26 holds 'br.gov.bcb.pix' (18 characters with its header) and the key's field:
// 99 characters at most leave 77 for the key.
const MAX_KEY_LENGTH = 77;
const MAX_AMOUNT_LENGTH = 13;

/** Why a PIX key cannot go into a BR Code, or null when it can. */
export function pixKeyProblem(key: string): string | null {
  if (!/^[\x21-\x7e]+$/.test(key)) return 'a chave PIX deve ter só caracteres ASCII visíveis, sem espaços';
  if (key.length > MAX_KEY_LENGTH) return `a chave PIX tem mais de ${MAX_KEY_LENGTH} caracteres`;
  return null;
}

function checkedInput(input: PixBrCodeInput): { merchantName: string; merchantCity: string; amount?: string } {
  const keyProblem = pixKeyProblem(input.key);
  if (keyProblem) throw new RangeError(keyProblem);
  if (!/^([A-Za-z0-9]{1,25}|\*\*\*)$/.test(input.txid)) throw new RangeError('txid inválido: até 25 letras e dígitos, ou ***');
  const merchantName = ascii(input.merchantName, 25).trim();
  const merchantCity = ascii(input.merchantCity, 15).trim();
  if (!/[A-Za-z0-9]/.test(merchantName)) throw new RangeError('nome do recebedor vazio depois de remover acentos');
  if (!/[A-Za-z0-9]/.test(merchantCity)) throw new RangeError('cidade do recebedor vazia depois de remover acentos');
  if (input.amount === undefined) return { merchantName, merchantCity };
  const amount = input.amount.toFixed(2);
  if (!Number.isFinite(input.amount) || input.amount < 0.01 || amount.length > MAX_AMOUNT_LENGTH) {
    throw new RangeError(`valor inválido: ${input.amount}`);
  }
  return { merchantName, merchantCity, amount };
}

/** Throws a RangeError for an input the BR Code cannot carry (a wrong code would charge the wrong receiver or amount). */
export function buildPixBrCode(input: PixBrCodeInput): string {
  const { merchantName, merchantCity, amount } = checkedInput(input);
  const payload = [
    field('00', '01'),
    input.singleUse ? field('01', '12') : '',
    field('26', field('00', 'br.gov.bcb.pix') + field('01', input.key)),
    field('52', '0000'),
    field('53', '986'),
    amount === undefined ? '' : field('54', amount),
    field('58', 'BR'),
    field('59', merchantName),
    field('60', merchantCity),
    field('62', field('05', input.txid)),
    '6304',
  ].join('');
  return payload + crc16ccitt(payload);
}

/** True when the last four characters are the CRC of everything before them. */
export function hasValidCrc(brCode: string): boolean {
  return brCode.length > 8 && brCode.slice(-8, -4) === '6304' && crc16ccitt(brCode.slice(0, -4)) === brCode.slice(-4);
}
