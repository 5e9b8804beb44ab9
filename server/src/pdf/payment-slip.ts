import { formatBrl, formatDate, formatSlipLine, partnerDisplayName } from '../../../src/domain/format';
import { formatTaxId } from '../../../src/domain/tax-id';
import type { PaymentSlipRow, SlipParties } from '../db/queries/payment-slips';
import { saoPauloDate } from '../domain/sao-paulo-day';
import { interleaved2of5Bars } from './interleaved-2of5';
import { PdfDocument } from './pdf-document';

const MARGIN = 40;
const ROW = 18;
const POINTS_PER_MM = 72 / 25.4;
/** FEBRABAN's barcode: 0.254 mm narrow module (103 mm for the 44 digits), 13 mm tall. */
const NARROW_MODULE = 0.254 * POINTS_PER_MM;
const BAR_HEIGHT = 13 * POINTS_PER_MM;

/** The slip the customer downloads: who pays whom, how much and when, the typed line and the barcode. */
export async function paymentSlipPdf(slip: PaymentSlipRow, parties: SlipParties, now: Date): Promise<Uint8Array> {
  const doc = await PdfDocument.create(`Boleto ${slip.number}`, now);
  const page = doc.addPage();
  let y = page.height - MARGIN - 10;
  page.text(MARGIN, y, 'Balcão — Boleto de cobrança', { size: 18, bold: true });
  y -= 30;
  page.text(MARGIN, y, 'Linha digitável', { size: 9 });
  y -= 16;
  page.text(MARGIN, y, formatSlipLine(slip.typed_line), { size: 13, bold: true });
  y -= 10;
  page.rule(MARGIN, y, page.width - MARGIN);
  y -= ROW;
  const details: [string, string][] = [
    ['Beneficiário', partnerDisplayName(parties.partner_name)],
    ['Pagador', `${parties.customer_name} — ${formatTaxId(parties.customer_tax_id)}`],
    ['Número do documento', slip.number],
    ['Vencimento', formatDate(slip.due_date)],
    ['Valor do documento', formatBrl(slip.value_cents / 100)],
  ];
  for (const [label, value] of details) {
    page.text(MARGIN, y, `${label}:`, { bold: true });
    page.text(MARGIN + 140, y, value);
    y -= ROW;
  }
  y -= BAR_HEIGHT + 10;
  for (const bar of interleaved2of5Bars(slip.barcode)) {
    page.box(MARGIN + bar.x * NARROW_MODULE, y, bar.width * NARROW_MODULE, BAR_HEIGHT);
  }
  page.text(MARGIN, MARGIN - 15, `Gerado em ${formatDate(saoPauloDate(now))}`, { size: 8 });
  return doc.save();
}
