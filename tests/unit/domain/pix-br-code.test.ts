// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildPixBrCode, crc16ccitt, hasValidCrc } from '../../../src/domain/pix-br-code';

// The static BR Code example of the Banco Central's "Manual de Padrões para Iniciação do Pix".
const BCB_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('crc16ccitt', () => {
  it.each([
    ['123456789', '29B1'],
    ['', 'FFFF'],
    [BCB_EXAMPLE.slice(0, -4), '1D3D'],
  ])('%j → %s', (text, crc) => expect(crc16ccitt(text)).toBe(crc));
});

describe('buildPixBrCode', () => {
  it('reproduces the BCB manual example byte for byte', () => {
    const code = buildPixBrCode({ key: '123e4567-e12b-12d1-a456-426655440000', merchantName: 'Fulano de Tal', merchantCity: 'BRASILIA', txid: '***' });
    expect(code).toBe(BCB_EXAMPLE);
  });

  it('writes a single-use charge with amount, ASCII merchant fields and txid', () => {
    const code = buildPixBrCode({
      key: 'pix@balcao.example',
      merchantName: 'Balcão Distribuidora de Alimentos Ltda',
      merchantCity: 'São José dos Campos',
      txid: 'BALCAO0000000000000000001',
      amount: 1234.5,
      singleUse: true,
    });
    expect(code).toBe(
      '000201010212' +
        '26400014br.gov.bcb.pix0118pix@balcao.example' +
        '52040000530398654071234.505802BR' +
        '5925Balcao Distribuidora de A' +
        '6015Sao Jose dos Ca' +
        '62290525BALCAO0000000000000000001' +
        '6304' + crc16ccitt(code.slice(0, -4)),
    );
    expect(hasValidCrc(code)).toBe(true);
  });

  it.each([
    [BCB_EXAMPLE, true],
    [BCB_EXAMPLE.replace('Fulano', 'Fulana'), false],
    [BCB_EXAMPLE.slice(0, -1), false],
  ])('hasValidCrc(%#)', (code, valid) => expect(hasValidCrc(code)).toBe(valid));
});

describe('buildPixBrCode refuses what a BR Code cannot carry', () => {
  const valid = { key: 'pix@balcao.example', merchantName: 'Distribuidora São Jorge', merchantCity: 'São Paulo', txid: 'ABC123', amount: 10 };
  it.each([
    ['a key over 77 characters', { key: 'k'.repeat(78) }],
    ['an empty key', { key: '' }],
    ['a key with spaces', { key: 'pix @balcao.example' }],
    ['a zero amount', { amount: 0 }],
    ['a negative amount', { amount: -5 }],
    ['a NaN amount', { amount: Number.NaN }],
    ['an infinite amount', { amount: Number.POSITIVE_INFINITY }],
    ['an amount over 13 characters', { amount: 1e13 }],
    ['a name without Latin letters', { merchantName: '北京' }],
    ['a city without Latin letters', { merchantCity: 'Москва' }],
    ['a txid with symbols', { txid: 'A-1' }],
    ['a txid over 25 characters', { txid: 'A'.repeat(26) }],
  ])('%s', (_case, change) => {
    expect(() => buildPixBrCode({ ...valid, ...change })).toThrow(RangeError);
  });

  it('keeps the longest key that fits and a valid CRC', () => {
    const code = buildPixBrCode({ ...valid, key: 'k'.repeat(77) });
    expect(code).toContain(`2699${'0014br.gov.bcb.pix'}0177${'k'.repeat(77)}`);
    expect(hasValidCrc(code)).toBe(true);
  });
});
