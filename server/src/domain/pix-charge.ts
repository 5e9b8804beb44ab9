import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import type { PixCharge } from '../../../src/domain/entities/payments';
import { partnerDisplayName } from '../../../src/domain/format';
import { buildPixBrCode } from '../../../src/domain/pix-br-code';
import type { PixChargeRow, PixReceiverRow } from '../db/queries/payments';

export const PIX_EXPIRATION_SECONDS = 3600;
/** The simulated PSP takes this long to register a charge, so the app's generating state shows. */
export const PIX_GENERATION_MS = 3000;

const TXID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** 25 letters and digits: the longest txid a BR Code's field 62-05 holds. */
export function newTxid(): string {
  return [...randomBytes(25)].map((byte) => TXID_ALPHABET[byte % TXID_ALPHABET.length]).join('');
}

/**
 * The partner is the receiver: fields 59 and 60 carry its name and city in capitals, as payers' banks
 * print them (the BR Code removes the accents and cuts them at 25 and 15 characters).
 */
export async function pixChargeContent(
  receiver: PixReceiverRow,
  defaultKey: string,
  txid: string,
  amount: number,
): Promise<{ emv: string; qrcode: string }> {
  const emv = buildPixBrCode({
    key: receiver.pix_key ?? defaultKey,
    merchantName: partnerDisplayName(receiver.name).toLocaleUpperCase('pt-BR'),
    merchantCity: receiver.city.toLocaleUpperCase('pt-BR'),
    txid,
    amount,
    singleUse: true,
  });
  const png = await QRCode.toBuffer(emv, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 320 });
  return { emv, qrcode: png.toString('base64') };
}

/** A charge that can still be paid: not paid, not expired. */
export function isChargeActive(row: PixChargeRow, now: Date): boolean {
  return row.paid_at === null && row.expires_at.getTime() > now.getTime();
}

export function toPixCharge(row: PixChargeRow, order: { number: string }, receiverName: string, now: Date): PixCharge {
  const ready = now.getTime() >= row.ready_at.getTime();
  return {
    ready,
    qrcode: ready ? row.qrcode : '',
    emv: ready ? row.emv : '',
    expiresAt: row.expires_at.toISOString(),
    maximumTimeExpirationInSeconds: PIX_EXPIRATION_SECONDS,
    currentStatusGeneration: ready ? 'Cobrança PIX gerada.' : 'Gerando a cobrança PIX...',
    amount: row.amount,
    orderNumber: order.number,
    receiverName: partnerDisplayName(receiverName),
  };
}
