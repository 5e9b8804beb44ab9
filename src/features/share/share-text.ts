import { formatBrl } from '../../domain/format';
import { shareMessages as m } from './messages';

export interface ShareLine {
  name: string;
  quantity: number;
  /** the package's short name ('CX') */
  unit: string;
  /** the line's amount; null when the device cannot price it */
  total: number | null;
}

interface ShareSummary {
  heading: string;
  lines: ShareLine[];
  total: string;
}

/** The plain text a cart or an order is shared as: who, each item with its quantity, the total. */
export function shareText({ heading, lines, total }: ShareSummary): string {
  const items = lines.map(({ name, quantity, unit, total: amount }) =>
    amount === null ? m.unpriced(quantity, unit, name) : m.line(quantity, unit, name, formatBrl(amount)),
  );
  return [heading, m.itemCount(lines.length), ...items, total].join('\n');
}

/** WhatsApp's share address for a text: the app (or web) opens with it, the contact chosen there. */
export function whatsappShareLink(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
