// A distributor's partner made from nothing (issue 30, "Running Balcão for a distributor"): the operator's routes
// behind `npm run partner` create it with a first payment plan, add plans, and list them; its tokens and customer
// batches then work for it.
import { describe, expect, it } from 'vitest';
import { useServer } from './helpers';
import { integration, operator } from './integration-helpers';

const s = useServer();
const NEW_PARTNER = { name: 'Distribuidora Boa Vista', city: 'Campinas' };

async function createPartner(body: unknown = NEW_PARTNER) {
  const res = await operator(s.app, 'POST', '/partners', body);
  expect(res.status).toBe(201);
  return res.json();
}

describe('creating a partner', () => {
  it('takes the id after the largest and a first plan paid on the spot by PIX or card', async () => {
    expect(await createPartner()).toEqual({
      id: 4,
      name: 'Distribuidora Boa Vista',
      city: 'Campinas',
      pixKey: null,
      paymentPlans: [{ id: expect.any(Number), description: 'À vista (PIX ou cartão)', parcels: 1, pix: true, card: true }],
    });
  });

  it('keeps the plans and PIX key it is given', async () => {
    const created = await createPartner({
      ...NEW_PARTNER,
      pixKey: 'pix@boavista.example',
      paymentPlans: [
        { description: 'Boleto 28 dias', parcels: 1, pix: false, card: false },
        { description: 'Cartão em 3x', parcels: 3, pix: false, card: true },
      ],
    });
    expect(created.pixKey).toBe('pix@boavista.example');
    expect(created.paymentPlans.map((plan: { description: string }) => plan.description)).toEqual(['Boleto 28 dias', 'Cartão em 3x']);
  });

  it.each([
    [{ city: 'Campinas' }, 'Informe o nome do parceiro.'],
    [{ name: '  ', city: 'Campinas' }, 'Informe o nome do parceiro.'],
    [{ name: 'Boa Vista' }, 'Informe a cidade do parceiro.'],
    [{ ...NEW_PARTNER, pixKey: 'chave com espaço' }, 'Chave PIX inválida: a chave PIX deve ter só caracteres ASCII visíveis, sem espaços.'],
    [{ ...NEW_PARTNER, paymentPlans: [] }, 'Informe ao menos um plano de pagamento.'],
    [{ ...NEW_PARTNER, paymentPlans: [{ description: 'Boleto', parcels: 0, pix: false, card: false }] }, 'Informe as parcelas do plano (1 a 12).'],
    [[], 'Corpo da requisição inválido.'],
  ])('refuses %j with a message', async (body, message) => {
    const res = await operator(s.app, 'POST', '/partners', body);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
  });

  it('is refused without the operator secret', async () => {
    const res = await integration(s.app, 'POST', '/operator/partners', { token: 'blc_demo1_x', body: NEW_PARTNER });
    expect(res.status).toBe(401);
  });
});

describe('a new partner at work', () => {
  it('gets a token that answers for it', async () => {
    const partner = await createPartner();
    const token = (await (await operator(s.app, 'POST', `/partners/${partner.id}/tokens`, { name: 'ERP' })).json()).token;
    expect(await (await integration(s.app, 'GET', '/partner', { token })).json()).toMatchObject({ id: partner.id, name: 'Distribuidora Boa Vista' });
  });

  it('adds a plan its customer batches can name', async () => {
    const partner = await createPartner();
    const added = await operator(s.app, 'POST', `/partners/${partner.id}/payment-plans`, { description: 'Boleto 28 dias', parcels: 1, pix: false, card: false });
    expect(added.status).toBe(201);
    const plan = await added.json();
    const token = (await (await operator(s.app, 'POST', `/partners/${partner.id}/tokens`, { name: 'ERP' })).json()).token;
    const batch = await integration(s.app, 'POST', '/customers/batch', {
      token,
      body: { customers: [{ taxId: '11444777000161', name: 'Mercado Boa Vista Ltda', tradeName: 'Mercado Boa Vista', paymentPlanIds: [plan.id] }] },
    });
    expect((await batch.json()).results[0]).toMatchObject({ status: 'created' });
  });

  it('refuses a plan for a partner that does not exist', async () => {
    const res = await operator(s.app, 'POST', '/partners/999/payment-plans', { description: 'Boleto', parcels: 1, pix: false, card: false });
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe('Parceiro não encontrado.');
  });

  it('lists every partner with its plans', async () => {
    await createPartner();
    const partners = await (await operator(s.app, 'GET', '/partners')).json();
    expect(partners.map((partner: { id: number }) => partner.id)).toEqual([1, 2, 3, 4]);
    expect(partners[0].paymentPlans.map((plan: { id: number }) => plan.id)).toEqual([11, 12, 13]);
  });
});

describe.runIf(process.env.DATABASE_URL)('partners created at once (PostgreSQL)', () => {
  it('take different ids, and so do their plans', async () => {
    const created = await Promise.all(Array.from({ length: 6 }, (_, i) => createPartner({ name: `Parceiro ${i}`, city: 'Campinas' })));
    expect(new Set(created.map((partner) => partner.id)).size).toBe(6);
    expect(new Set(created.map((partner) => partner.paymentPlans[0].id)).size).toBe(6);
  });
});
