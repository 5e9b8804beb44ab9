// The operator's batch routes that `npm run import` calls: the partner named in the path, the operator secret only,
// the same limits and answers as the partner's own batches.
import { describe, expect, it } from 'vitest';
import { useServer } from './helpers';
import { operator, integration, PARTNER_1_TOKEN } from './integration-helpers';

const s = useServer();

const row = (code: string, sales = 9) => ({
  code, name: `Produto ${code}`, family: 'Família CSV', brand: 'Marca CSV', department: 'Mercearia',
  packages: [{ unit: 'UN', quantity: 1 }], prices: { list: 10, sales },
});

const salesPrice = async (partnerId: number, code: string) =>
  (await s.db.query<{ sales_price: number }>('SELECT sales_price::float AS sales_price FROM products WHERE partner_id = $1 AND code = $2', [partnerId, code]))[0]?.sales_price;

describe('operator catalogue batch', () => {
  it('writes the products of the partner in the path only', async () => {
    const res = await operator(s.app, 'POST', '/partners/2/products/batch', { products: [row('OP-1', 8)] });
    expect(res.status).toBe(200);
    expect((await res.json()).results).toEqual([{ code: 'OP-1', status: 'created', id: expect.any(Number) }]);
    expect(await salesPrice(2, 'OP-1')).toBe(8);
    expect(await salesPrice(1, 'OP-1')).toBeUndefined();
  });

  it('refuses a partner\'s token: only the operator secret opens it', async () => {
    const res = await integration(s.app, 'POST', '/operator/partners/1/products/batch', { token: PARTNER_1_TOKEN, body: { products: [row('OP-2')] } });
    expect(res.status).toBe(401);
    expect(await salesPrice(1, 'OP-2')).toBeUndefined();
  });

  it('answers an unknown partner 404 with a message', async () => {
    const res = await operator(s.app, 'POST', '/partners/999/products/batch', { products: [row('OP-3')] });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Parceiro não encontrado.' });
  });

  it('answers 1,001 rows 413, as the partner\'s batch does', async () => {
    const res = await operator(s.app, 'POST', '/partners/1/products/batch', { products: Array.from({ length: 1001 }, (_, i) => row(`OP-${i}`)) });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe('Lote grande demais: envie até 1.000 produtos por requisição.');
  });

  it('answers a body without products 400 with a message', async () => {
    const res = await operator(s.app, 'POST', '/partners/1/products/batch', { customers: [] });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Informe os produtos como uma lista em "products".');
  });
});

describe('operator customers batch', () => {
  it('gives the customer to the partner in the path', async () => {
    const res = await operator(s.app, 'POST', '/partners/2/customers/batch', { customers: [{ taxId: '398.765.432-53', name: 'Renata Alves', paymentPlanIds: [21] }] });
    expect(res.status).toBe(200);
    expect((await res.json()).results).toEqual([{ index: 0, taxId: '39876543253', status: 'created' }]);
    const partners = await s.db.query<{ partner_id: number }>(
      "SELECT partner_id FROM partner_customers pc JOIN customers c ON c.id = pc.customer_id WHERE c.tax_id = '39876543253'",
    );
    expect(partners).toEqual([{ partner_id: 2 }]);
  });

  it('answers another partner\'s plan as an error of that row', async () => {
    const res = await operator(s.app, 'POST', '/partners/2/customers/batch', { customers: [{ taxId: '398.765.432-53', name: 'Renata Alves', paymentPlanIds: [11] }] });
    expect((await res.json()).results[0]).toMatchObject({ status: 'error', message: 'Plano de pagamento 11 não existe para este parceiro.' });
  });
});
