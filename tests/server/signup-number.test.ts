import { describe, expect, it } from 'vitest';
import { call, useServer } from './helpers';
import { activate, inbox, linkParam, lookup, NEW_COMPANY, NEW_PERSON, phoneIds } from './signup-helpers';

const s = useServer();
const NEW_NUMBER = '11977776666';

async function changeNumber(customerId: number, phoneNumberId: number, newNumber = NEW_NUMBER, partner = 1) {
  return call(s.app, 'POST', '/user/signup/change-number', { partner, body: { customerId, newNumber, phoneNumberId } });
}

async function confirmChange(token: string, partnerId = 1) {
  return call(s.app, 'POST', '/user/signup/change-number/confirm', { body: { token, partnerId } });
}

describe('POST /user/signup/change-number', () => {
  it('sends a confirmation link to the new number and a notice to the old one', async () => {
    const [mobile] = await phoneIds(s.app, NEW_COMPANY.taxId);
    expect((await changeNumber(101, mobile)).status).toBe(204);
    const [toNew] = await inbox(s.app, NEW_NUMBER);
    expect(toNew.text).toMatch(
      /^Balcão: para confirmar este número como o WhatsApp de EMPORIO DAS FLORES, abra este link .*http:\/\/localhost:8080\/ativacao\/atualizar-numero\?token=\S+&partnerid=1$/,
    );
    const [toOld] = await inbox(s.app, '11991234567');
    expect(toOld.text).toBe(
      'Balcão: foi pedida a troca deste número no cadastro de EMPORIO DAS FLORES. Se não foi você, fale com o suporte: https://wa.me/5511999999999',
    );
  });

  it('answers 400 in Portuguese to an empty or short number', async () => {
    const [mobile] = await phoneIds(s.app, NEW_COMPANY.taxId);
    const empty = await changeNumber(101, mobile, '');
    expect(empty.status).toBe(400);
    expect((await empty.json()).message).toBe('O número não pode estar vazio.');
    const short = await changeNumber(101, mobile, '9999');
    expect((await short.json()).message).toBe('Informe o número com DDD (10 ou 11 dígitos).');
  });

  it('answers 404 for another customer’s number and 409 for a number already registered', async () => {
    const [personPhone] = await phoneIds(s.app, NEW_PERSON.taxId);
    const other = await changeNumber(101, personPhone);
    expect(other.status).toBe(404);
    expect((await other.json()).message).toBe('Número não encontrado.');
    const [mobile] = await phoneIds(s.app, NEW_COMPANY.taxId);
    const taken = await changeNumber(101, mobile, '1134567890');
    expect(taken.status).toBe(409);
    expect((await taken.json()).message).toBe('Este número já está cadastrado.');
  });

  it('answers 409 once the customer is registered (its numbers then receive recovery codes)', async () => {
    await activate(s.app, NEW_COMPANY);
    const [mobile] = await phoneIds(s.app, NEW_COMPANY.taxId);
    const res = await changeNumber(101, mobile);
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe('Este cadastro já foi concluído. Para trocar o número, fale com o suporte.');
  });

  it('sends at most 3 requests per customer in 15 minutes', async () => {
    const [mobile] = await phoneIds(s.app, NEW_COMPANY.taxId);
    for (let i = 0; i < 3; i++) expect((await changeNumber(101, mobile)).status).toBe(204);
    expect((await changeNumber(101, mobile)).status).toBe(429);
  });
});

describe('POST /user/signup/change-number/confirm', () => {
  it('replaces the number once', async () => {
    const [mobile] = await phoneIds(s.app, NEW_COMPANY.taxId);
    await changeNumber(101, mobile);
    const token = await linkParam(s.app, NEW_NUMBER, 'token');
    expect((await confirmChange(token)).status).toBe(204);
    const body = await (await lookup(s.app, NEW_COMPANY.taxId)).json();
    expect(body.phoneNumbers).toEqual([
      { phoneNumberId: mobile, phoneNumber: '(11) 9****-6666' },
      expect.objectContaining({ phoneNumber: '(11) ****-7890' }),
    ]);
    const again = await confirmChange(token);
    expect(again.status).toBe(410);
    expect((await again.json()).message).toBe('Link de confirmação expirado ou já utilizado. Peça a troca do número de novo.');
  });

  it('refuses the link with another partner, and after 24 hours', async () => {
    const [mobile] = await phoneIds(s.app, NEW_COMPANY.taxId);
    await changeNumber(101, mobile);
    const token = await linkParam(s.app, NEW_NUMBER, 'token');
    expect((await confirmChange(token, 2)).status).toBe(410);
    s.clock.advance(24 * 3600_000);
    expect((await confirmChange(token)).status).toBe(410);
  });

  it('answers 400 without a token', async () => {
    const res = await call(s.app, 'POST', '/user/signup/change-number/confirm', { body: { partnerId: 1 } });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Link de confirmação expirado ou já utilizado. Peça a troca do número de novo.');
  });
});

describe('POST /user/signup/contact', () => {
  const contact = (body: Record<string, unknown>) =>
    call(s.app, 'POST', '/user/signup/contact', { partner: 1, body: { customerId: 101, partnerId: 1, phone: '11955554444', customerContact: 'Joana', ...body } });

  it('keeps the request and sends it to the partner’s first contact', async () => {
    const res = await contact({});
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ email: 'co***@emporiodasflores.example' });
    const [message] = await inbox(s.app, '11987654321');
    expect(message.text).toBe(
      'Balcão: pedido de cadastro de WhatsApp. Cliente: EMPORIO DAS FLORES (27.183.456/0001-90). Contato: Joana. WhatsApp: 11955554444.',
    );
    const rows = await s.db.query('SELECT contact_name, phone FROM contact_requests WHERE customer_id = 101');
    expect(rows).toEqual([{ contact_name: 'Joana', phone: '11955554444' }]);
  });

  it('answers 400 above 50 characters of name or 11 digits of phone', async () => {
    const name = await contact({ customerContact: 'J'.repeat(51) });
    expect(name.status).toBe(400);
    expect((await name.json()).message).toBe('O nome do contato deve ter no máximo 50 caracteres.');
    const phone = await contact({ phone: '119555544441' });
    expect((await phone.json()).message).toBe('O número deve ter no máximo 11 dígitos.');
  });

  it('answers 404 for a customer the partner does not serve', async () => {
    const res = await contact({ partnerId: 2 });
    expect(res.status).toBe(404);
  });

  it('is throttled per customer', async () => {
    for (let i = 0; i < 3; i++) expect((await contact({})).status).toBe(200);
    expect((await contact({})).status).toBe(429);
  });
});
