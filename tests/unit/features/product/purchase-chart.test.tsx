import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { PurchaseChart } from '../../../../src/features/product/purchase-chart';
import { lastTwelveMonths } from '../../../../src/domain/monthly';

const TODAY = new Date('2026-11-28T13:00:00Z');

describe('PurchaseChart', () => {
  it('gives screen readers a table of the 12 months and a summary; the bars are hidden from them', () => {
    const months = lastTwelveMonths([{ date: '2026-03-10', quantity: 8 }, { date: '2026-11-02', quantity: 3 }], TODAY);
    const { container } = render(<PurchaseChart months={months} />);
    const table = screen.getByRole('table', { name: 'Quantidade comprada por mês, últimos 12 meses' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(rows[0]!.textContent).toBe('dezembro de 20250');
    expect(within(table).getByRole('rowheader', { name: 'março de 2026' }).nextElementSibling?.textContent).toBe('8');
    expect(screen.getByText('11 nos últimos 12 meses; mais em março de 2026.')).toBeTruthy();
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelectorAll('rect')).toHaveLength(12);
  });

  it('says when nothing was bought in the last 12 months', () => {
    render(<PurchaseChart months={lastTwelveMonths([{ date: '2024-01-10', quantity: 8 }], TODAY)} />);
    expect(screen.getByText('Nenhuma compra nos últimos 12 meses.')).toBeTruthy();
  });
});
