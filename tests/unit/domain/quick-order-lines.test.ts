import { describe, expect, it } from 'vitest';
import { codeKey, parseQuickOrder, QUICK_ORDER_MAX_CHARS, QUICK_ORDER_MAX_ROWS } from '../../../src/domain/quick-order-lines';

const one = (text: string) => {
  const parsed = parseQuickOrder(text);
  if (!parsed.ok) throw new Error(parsed.refusal);
  return parsed.lines[0];
};

describe('parseQuickOrder reads one line of every form', () => {
  it.each([
    ['code and quantity, a space', '1010001 12', { code: '1010001', quantity: 12 }],
    ['many spaces around', '   1010001     12  ', { code: '1010001', quantity: 12 }],
    ['a tab (a spreadsheet copy)', '1010001\t12', { code: '1010001', quantity: 12 }],
    ['a semicolon', '1010001;12', { code: '1010001', quantity: 12 }],
    ['a comma', '1010001,12', { code: '1010001', quantity: 12 }],
    ['leading zeros kept as typed', '0001010001 3', { code: '0001010001', quantity: 3 }],
    ['a barcode (EAN-13)', '7891234567895 2', { code: '7891234567895', quantity: 2 }],
    ['with a package, semicolons', '1010001;4;CX 12 UN', { code: '1010001', quantity: 4, packageHint: 'CX 12 UN' }],
    ['with a package, spaces', '1010001 4 CX 12 UN', { code: '1010001', quantity: 4, packageHint: 'CX 12 UN' }],
    ['with a package, commas', '1010001,4,UN', { code: '1010001', quantity: 4, packageHint: 'UN' }],
    ['with a package, tabs', '1010001\t4\tCaixa', { code: '1010001', quantity: 4, packageHint: 'Caixa' }],
    ['quoted CSV fields', '"1010001";"4";"CX"', { code: '1010001', quantity: 4, packageHint: 'CX' }],
    ['a trailing separator', '1010001;4;', { code: '1010001', quantity: 4 }],
    ['a letter code', 'ARZ-5.1 7', { code: 'ARZ-5.1', quantity: 7 }],
    ['above 999 (cut in the report, not here)', '1010001 1500', { code: '1010001', quantity: 1500 }],
  ])('%s', (_name, text, expected) => expect(one(text)).toMatchObject({ kind: 'item', ...expected }));
});

describe('parseQuickOrder says what is wrong with a bad line', () => {
  it.each([
    ['a code alone', '1010001', 'no-quantity'],
    ['a code and an empty quantity', '1010001;;CX', 'no-quantity'],
    ['a decimal quantity', '1010001;1,5', 'bad-quantity'],
    ['a decimal quantity after a space', '1010001 1,5', 'bad-quantity'],
    ['a negative quantity', '1010001 -3', 'bad-quantity'],
    ['words for a quantity', '1010001 doze', 'bad-quantity'],
    ['zero', '1010001 0', 'zero-quantity'],
    ['a code with symbols', '#1010001 2', 'bad-code'],
    ['an empty code', ';2', 'bad-code'],
    ['four fields', '1010001;2;CX;extra', 'too-many-fields'],
    ['a very long line', `1010001 2 ${'x'.repeat(300)}`, 'too-long'],
  ])('%s', (_name, text, problem) => expect(one(text)).toMatchObject({ kind: 'invalid', problem }));
});

describe('parseQuickOrder reads a whole paste or file', () => {
  it('numbers the lines as typed, skipping blank ones, with any line ending', () => {
    const parsed = parseQuickOrder('1 2\r\n\r\n3 4\r5 6\n  \n7 8');
    expect(parsed.ok && parsed.lines.map((line) => [line.line, line.text])).toEqual([[1, '1 2'], [3, '3 4'], [4, '5 6'], [6, '7 8']]);
  });

  it.each([
    ['Código;Quantidade;Embalagem', true],
    ['codigo,qtd', true],
    ['EAN\tQuantidade', true],
    ['SKU quantity', true],
    ['1010001;2', false],
  ])('a first row %j is a header: %s', (header, skipped) => {
    const parsed = parseQuickOrder(`${header}\n1010002;3`);
    expect(parsed).toMatchObject({ ok: true, headerSkipped: skipped });
    expect(parsed.ok && parsed.lines.length).toBe(skipped ? 1 : 2);
  });

  it('drops a byte order mark', () => {
    expect(one('\ufeffCódigo;Qtd\n1010001;2')).toMatchObject({ code: '1010001', quantity: 2 });
  });

  it(`reads the first ${QUICK_ORDER_MAX_ROWS} rows and counts those left out`, () => {
    const text = Array.from({ length: 503 }, (_, i) => `${1000 + i} 1`).join('\n');
    const parsed = parseQuickOrder(`codigo quantidade\n${text}`);
    expect(parsed).toMatchObject({ ok: true, rowsLeftOut: 3 });
    expect(parsed.ok && parsed.lines.length).toBe(QUICK_ORDER_MAX_ROWS);
  });

  it.each([
    ['a text above the size limit', '1 2\n'.repeat(QUICK_ORDER_MAX_CHARS / 4 + 1), 'too-large'],
    ['NUL bytes', '1 2\u00003 4', 'binary'],
    ['control characters', '\u0001\u0002PNG\u0003', 'binary'],
    ['bytes no decoder read', '1 2\ufffd\ufffd', 'binary'],
    ['nothing but blank lines', '\n \n\t\n', 'empty'],
    ['an empty text', '', 'empty'],
  ])('refuses %s', (_name, text, refusal) => expect(parseQuickOrder(text)).toEqual({ ok: false, refusal }));

  it('keeps Latin-1 text decoded as such (accents in a package name)', () => {
    expect(one('1010001;2;Caixa com 12 unidades – promoção')).toMatchObject({ packageHint: 'Caixa com 12 unidades – promoção' });
  });
});

describe('codeKey', () => {
  it.each([
    ['0001010001', '1010001'],
    ['1010001', '1010001'],
    ['000', '0'],
    ['arz-5', 'ARZ-5'],
    ['007abc', '007ABC'],
  ])('%s → %s', (code, key) => expect(codeKey(code)).toBe(key));
});
