// What the customer's bank reads from a PIX copy-and-paste code, and the receiving PSP's notification of the
// payment (API Pix webhook) sent to the test server.
import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_PIX_WEBHOOK_SECRET } from './app-server';

/** The EMV fields of a BR Code (two-digit id, two-digit length, value), by id. */
function emvFields(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (let at = 0; at < text.length; ) {
    const length = Number(text.slice(at + 2, at + 4));
    fields.set(text.slice(at, at + 2), text.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

/** The charge a payer's bank pays: the txid (field 62, sub-field 05) and the amount (field 54). */
export function chargeOfBrCode(brCode: string): { txid: string; valor: string } {
  const fields = emvFields(brCode);
  return { txid: emvFields(fields.get('62') ?? '').get('05') ?? '', valor: fields.get('54') ?? '' };
}

/** The receiving PSP tells the server the charge was paid, as the API Pix callback `{webhookUrl}/pix` does. */
export async function notifyPixPaid(request: APIRequestContext, charge: { txid: string; valor: string }): Promise<void> {
  const endToEndId = `E12345678${new Date().toISOString().slice(0, 16).replace(/[-T:]/g, '')}${crypto.randomUUID().replace(/-/g, '').slice(0, 11)}`;
  const res = await request.post(`/api/integration/v1/webhook/${E2E_PIX_WEBHOOK_SECRET}/pix`, {
    data: { pix: [{ endToEndId, txid: charge.txid, valor: charge.valor, horario: new Date().toISOString() }] },
  });
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ pix: [{ endToEndId, result: 'confirmed' }] });
}
