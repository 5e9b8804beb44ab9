// POST /purchase/products/by-code: the quick order's codes the device could not find yet (its catalogue still
// downloading), looked up at once by code or barcode, leading zeros dropped, scoped to the partner.
import { beforeEach, describe, expect, it } from 'vitest';
import type { ProductEntry, ProductListPage } from '../../src/domain/entities/catalogue';
import { call, COMPANY, login, useServer } from './helpers';

const s = useServer();
let token: string;
beforeEach(async () => {
  token = await login(s.app, COMPANY);
});

const lookUp = (body: unknown, partner = 1) => call(s.app, 'POST', '/purchase/products/by-code', { token, partner, body });

async function firstProducts(partner: number): Promise<ProductEntry[]> {
  const res = await call(s.app, 'GET', '/purchase/search?size=3', { token, partner });
  return ((await res.json()) as ProductListPage).items;
}

describe('POST /purchase/products/by-code', () => {
  it('finds the partner’s products by code (with leading zeros) and by barcode, and leaves out unknown codes', async () => {
    const [a, b] = await firstProducts(1);
    const res = await lookUp({ codes: [`000${a!.product.code}`, b!.product.barcode, '99999999', a!.product.code] });
    expect(res.status).toBe(200);
    const found = (await res.json()) as ProductEntry[];
    expect(found.map((entry) => entry.product.id).sort()).toEqual([a!.product.id, b!.product.id].sort());
    expect(found[0]).toHaveProperty('product.packages');
  });

  it('never answers another partner’s product', async () => {
    const [other] = await firstProducts(2);
    const res = await lookUp({ codes: [other!.product.code, other!.product.barcode] }, 1);
    expect(res.status).toBe(200);
    const found = (await res.json()) as ProductEntry[];
    expect(found.filter((entry) => entry.product.id === other!.product.id)).toEqual([]);
  });

  it('refuses bad input with a Portuguese message', async () => {
    for (const [body, message] of [
      [{}, 'Envie de 1 a 500 códigos.'],
      [{ codes: [] }, 'Envie de 1 a 500 códigos.'],
      [{ codes: Array.from({ length: 501 }, (_, i) => String(i)) }, 'Envie de 1 a 500 códigos.'],
      [{ codes: [''] }, 'Código inválido.'],
      [{ codes: [12] }, 'Código inválido.'],
      [{ codes: ['x'.repeat(201)] }, 'Código inválido.'],
    ] as const) {
      const res = await lookUp(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toEqual({ message });
    }
    const res = await call(s.app, 'POST', '/purchase/products/by-code', { token, partner: 1, body: 'not json' });
    expect(res.status).toBe(400);
  });
});
