import { describe, expect, it } from 'vitest';
import { lastTwelveMonths, monthKey, monthSpent } from '../../../src/domain/monthly';

// 28 Nov 2026, 10:00 in São Paulo.
const TODAY = new Date('2026-11-28T13:00:00Z');

describe('monthKey', () => {
  it.each([
    ['2026-03-05', '2026-03'],
    ['05/03/2026', '2026-03'],
    // 1 December 01:00 UTC is still 30 November in São Paulo.
    ['2026-12-01T01:00:00Z', '2026-11'],
    ['nada', ''],
  ])('%s → %s', (value, key) => expect(monthKey(value)).toBe(key));
});

describe('lastTwelveMonths', () => {
  it('spans December of last year to this month, summing each month’s purchases; older ones fall out', () => {
    const months = lastTwelveMonths(
      [
        { date: '2026-11-02', quantity: 3 },
        { date: '2026-11-20', quantity: 2 },
        { date: '2026-01-15', quantity: 7 },
        { date: '2025-12-01', quantity: 1 },
        { date: '2025-11-30', quantity: 9 },
      ],
      TODAY,
    );
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ key: '2025-12', month: 12, year: 2025, quantity: 1 });
    expect(months[1]).toMatchObject({ key: '2026-01', quantity: 7 });
    expect(months[11]).toEqual({ key: '2026-11', month: 11, year: 2026, quantity: 5 });
    expect(months.reduce((sum, m) => sum + m.quantity, 0)).toBe(13);
  });
});

describe('monthSpent', () => {
  const order = (emission: string, totalPayment: number, status = 'Entregue') => ({ emission, status, payment: { totalPayment } });
  it('adds the month’s orders to the cent, leaving out cancelled ones and other months', () => {
    expect(
      monthSpent([order('2026-11-03T12:00:00Z', 100.1), order('2026-11-27T12:00:00Z', 0.2), order('2026-11-10T12:00:00Z', 50, 'Cancelado'), order('2026-10-31T12:00:00Z', 70)], TODAY),
    ).toEqual({ total: 100.3, count: 2 });
  });
});
