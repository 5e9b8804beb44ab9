import { cutText, formatBrl, formatDate } from '../../../src/domain/format';
import type { OrderItemRow, OrderRow } from '../db/queries/orders';
import { saoPauloDate } from '../domain/sao-paulo-day';
import { PdfDocument, type PdfPage } from './pdf-document';

const MARGIN = 40;
const ROW = 16;
/** x of each column; the last two are right edges (numbers align right). */
const COLUMNS = { code: MARGIN, name: 105, quantity: 330, packaging: 360, price: 480, total: 555 };

function tableHeader(page: PdfPage, y: number): number {
  const bold = { bold: true, size: 9 };
  page.text(COLUMNS.code, y, 'Código', bold);
  page.text(COLUMNS.name, y, 'Produto', bold);
  page.text(COLUMNS.quantity, y, 'Qtd.', { ...bold, align: 'right' });
  page.text(COLUMNS.packaging, y, 'Embalagem', bold);
  page.text(COLUMNS.price, y, 'Preço', { ...bold, align: 'right' });
  page.text(COLUMNS.total, y, 'Total', { ...bold, align: 'right' });
  page.rule(MARGIN, y - 5, COLUMNS.total);
  return y - ROW - 2;
}

/** The order summary the customer downloads: header, items table (continued on new pages), totals. */
export async function orderSummaryPdf(order: OrderRow, items: OrderItemRow[], now: Date): Promise<Uint8Array> {
  const doc = await PdfDocument.create(`Pedido ${order.number}`, now);
  let page = doc.addPage();
  let y = page.height - MARGIN - 10;
  page.text(MARGIN, y, 'Balcão — Resumo do pedido', { size: 18, bold: true });
  y -= 28;
  page.text(MARGIN, y, `Pedido n° ${order.number}`, { size: 13, bold: true });
  y -= 20;
  const details: [string, string][] = [
    ['Emissão', formatDate(saoPauloDate(order.created_at))],
    ['Entrega prevista', formatDate(order.delivery_date)],
    ['Situação', order.status],
    ['Endereço de entrega', order.address],
    ['Forma de pagamento', order.plan_name],
    ['Pedido de compra', order.purchase_order || '—'],
    ['Observações', cutText(order.observations, 80) || '—'],
  ];
  for (const [label, value] of details) {
    page.text(MARGIN, y, `${label}:`, { bold: true });
    page.text(MARGIN + 120, y, value);
    y -= ROW;
  }
  y = tableHeader(page, y - 12);
  for (const item of items) {
    if (y < MARGIN + 40) {
      page = doc.addPage();
      y = tableHeader(page, page.height - MARGIN - 10);
    }
    const pkg = item.packages.find((candidate) => candidate.id === item.package_id);
    page.text(COLUMNS.code, y, item.code, { size: 9 });
    page.text(COLUMNS.name, y, cutText(`${item.family_name} ${item.brand_name}`, 42), { size: 9 });
    page.text(COLUMNS.quantity, y, String(item.quantity), { size: 9, align: 'right' });
    page.text(COLUMNS.packaging, y, cutText(pkg?.label ?? '', 12), { size: 9 });
    page.text(COLUMNS.price, y, `${formatBrl(item.price)}/${item.sales_unit}`, { size: 9, align: 'right' });
    page.text(COLUMNS.total, y, formatBrl(item.total), { size: 9, align: 'right' });
    y -= ROW;
  }
  if (y < MARGIN + 110) {
    page = doc.addPage();
    y = page.height - MARGIN - 10;
  }
  page.rule(MARGIN, y + 8, COLUMNS.total);
  const totals: [string, number][] = [
    ['Itens', order.items_total],
    ...(order.discount > 0 ? [['Desconto do cupom', -order.discount] as [string, number]] : []),
    ['Taxa de entrega', order.delivery_fee],
    ...(order.margin_total > 0 ? [['Margem de peso variável', order.margin_total] as [string, number]] : []),
  ];
  for (const [label, value] of totals) {
    page.text(COLUMNS.price, y - 6, label, { align: 'right' });
    page.text(COLUMNS.total, y - 6, formatBrl(value), { align: 'right' });
    y -= ROW;
  }
  const parcels = order.parcels > 1 ? ` (${order.parcels}x de ${formatBrl(order.total_payment / order.parcels)})` : '';
  page.text(COLUMNS.price, y - 10, 'Total', { bold: true, size: 12, align: 'right' });
  page.text(COLUMNS.total, y - 10, formatBrl(order.total_payment) + parcels, { bold: true, size: 12, align: 'right' });
  for (const [index, each] of doc.pages.entries()) {
    each.text(MARGIN, MARGIN - 15, `Gerado em ${formatDate(saoPauloDate(now))} · página ${index + 1} de ${doc.pages.length}`, { size: 8 });
  }
  return doc.save();
}
