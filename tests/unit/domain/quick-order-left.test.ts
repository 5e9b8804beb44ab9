import { describe, expect, it } from 'vitest';
import { QUICK_ORDER_MAX_ROWS, parseQuickOrder } from '../../../src/domain/quick-order-lines';
import { linesLeftAfterAdding } from '../../../src/domain/quick-order-left';
import { quickOrderReport, type QuickOrderEntry } from '../../../src/domain/quick-order-report';
import { makeEntry, makeProduct } from '../features/catalogue/fixtures';

// P1: two packages (the line must name one); P2: one package.
const entries: Record<string, QuickOrderEntry> = {
  P1: makeEntry(makeProduct(1)),
  P2: makeEntry(makeProduct(2, { packages: [{ id: 21, packageType: 'BOX', description: 'Fardo', label: 'FD 6', weight: 0, unities: 6 }] })),
};

function left(text: string): string {
  const parsed = parseQuickOrder(text);
  if (!parsed.ok) throw new Error(parsed.refusal);
  return linesLeftAfterAdding(text, quickOrderReport(parsed.lines, (code) => entries[code.toUpperCase()], new Map()));
}

describe('linesLeftAfterAdding', () => {
  it.each([
    ['every line added', 'P2 4', ''],
    ['a repeat of an added line goes with it', 'P2 4\nP2 1', ''],
    ['a bad line and an unknown code stay', 'P2 4\nP2 1,5\nX9 2', 'P2 1,5\nX9 2'],
    ['a line waiting for its package stays, and its repeat too', 'P1 2\nP2 1\nP1 3', 'P1 2\nP1 3'],
    ['the header and blank rows go', 'Código;Quantidade\r\nP2;4\r\n\r\nX9;1\r\n', 'X9;1'],
    ['a package the product lacks stays', 'P1;2;PCT\nP2 1', 'P1;2;PCT'],
  ])('%s', (_name, text, expected) => expect(left(text)).toBe(expected));

  it('keeps the rows past the limit, never read', () => {
    const rows = [...Array.from({ length: QUICK_ORDER_MAX_ROWS }, () => 'P2 1'), 'X9 1', '', 'P2 2'];
    expect(left(rows.join('\n'))).toBe('X9 1\nP2 2');
  });
});
