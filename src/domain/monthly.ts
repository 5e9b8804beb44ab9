// Months as the customer lives them (São Paulo's calendar): the product's purchases per month over
// the last year, and what the month's orders cost.
import { formatDate } from './format';

export const MONTH_NAMES = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

/** 'YYYY-MM' of a date or instant, in São Paulo; '' when it cannot be read. */
export function monthKey(value: Date | string): string {
  const [, month, year] = formatDate(value).split('/');
  return year && month ? `${year}-${month}` : '';
}

export interface MonthQuantity {
  /** 'YYYY-MM' */
  key: string;
  /** 1–12 */
  month: number;
  year: number;
  quantity: number;
}

/** The 12 months ending with today's, oldest first, each with the quantity bought in it. */
export function lastTwelveMonths(purchases: { date: string; quantity: number }[], today: Date): MonthQuantity[] {
  const [year, month] = monthKey(today).split('-').map(Number) as [number, number];
  const months = Array.from({ length: 12 }, (_, index) => {
    const offset = year * 12 + (month - 1) - (11 - index);
    const m = (offset % 12) + 1;
    const y = Math.floor(offset / 12);
    return { key: `${y}-${String(m).padStart(2, '0')}`, month: m, year: y, quantity: 0 };
  });
  const byKey = new Map(months.map((entry) => [entry.key, entry]));
  for (const purchase of purchases) {
    const entry = byKey.get(monthKey(purchase.date));
    if (entry) entry.quantity += purchase.quantity;
  }
  return months;
}

/** What the orders emitted in today's month cost, cancelled ones aside. */
export function monthSpent(orders: { emission: string; status: string; payment: { totalPayment: number } }[], today: Date): { total: number; count: number } {
  const current = monthKey(today);
  const counted = orders.filter((order) => order.status !== 'Cancelado' && monthKey(order.emission) === current);
  const cents = counted.reduce((sum, order) => sum + Math.round(order.payment.totalPayment * 100), 0);
  return { total: cents / 100, count: counted.length };
}
