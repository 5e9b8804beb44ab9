import { beforeEach, describe, expect, it } from 'vitest';
import type { PaymentSlip } from '../../src/domain/entities/payments';
import { formatBrl, formatSlipLine } from '../../src/domain/format';
import { SECOND_COPY_DELAY_MS } from '../../server/src/domain/payment-slip-view';
import { dueDateFactor, generalCheckDigit, mod10 } from '../../server/src/domain/slip-code';
import { call, COMPANY, login, PERSON, useServer } from './helpers';
import { decodeInterleaved2of5, readPdf } from './pdf-reading';

const s = useServer();
let token: string;

beforeEach(async () => {
  token = await login(s.app, COMPANY);
});

async function slips(who = token, partnerId = 1): Promise<PaymentSlip[]> {
  const res = await call(s.app, 'GET', `/payment-slip/partner/${partnerId}`, { token: who });
  expect(res.status).toBe(200);
  return res.json();
}

async function slipWith(availability: PaymentSlip['availability'], partnerId = 1): Promise<PaymentSlip> {
  return (await slips(token, partnerId)).find((slip) => slip.availability === availability)!;
}

describe('GET /payment-slip/partner/{partnerId}', () => {
  it('lists the customer’s slips at the partner, nearest due date first, with a PDF address only when available', async () => {
    const list = await slips();
    expect(list.map((slip) => slip.availability)).toEqual(['AVAILABLE', 'UNKNOW', 'REQUESTED', 'AVAILABLE']);
    const dueDates = list.map((slip) => slip.duedate);
    expect(dueDates).toEqual([...dueDates].sort());
    expect(new Set(dueDates).size).toBe(list.length);
    for (const slip of list) {
      expect(slip.url).toBe(slip.availability === 'AVAILABLE' ? `/api/ecommerce/payment-slip/${slip.id}/pdf` : null);
      expect(slip.value).toBeGreaterThan(0);
    }
  });

  it('keeps each partner’s slips apart', async () => {
    const [first, second] = [await slips(token, 1), await slips(token, 2)];
    expect(second).toHaveLength(4);
    expect(second.some((slip) => first.some((other) => other.id === slip.id || other.number === slip.number))).toBe(false);
  });

  it('answers 404 for a partner that does not serve the customer', async () => {
    const res = await call(s.app, 'GET', '/payment-slip/partner/3', { token });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Parceiro não encontrado.' });
    expect((await call(s.app, 'GET', '/payment-slip/partner/2', { token: await login(s.app, PERSON) })).status).toBe(404);
  });

  it('answers 400 for a partner id that is not a number', async () => {
    for (const bad of ['abc', '-1', '0', '1.5', '12345678901']) {
      const res = await call(s.app, 'GET', `/payment-slip/partner/${bad}`, { token });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: 'Identificador de parceiro inválido.' });
    }
  });

  it('needs a session', async () => {
    expect((await call(s.app, 'GET', '/payment-slip/partner/1')).status).toBe(401);
  });
});

describe('slip codes', () => {
  it('carry a 44-digit barcode and a 47-digit typed line valid by FEBRABAN’s rules, matching due date and value', async () => {
    for (const slip of [...(await slips(token, 1)), ...(await slips(token, 2))]) {
      const { barcode, typedLine: line } = slip;
      expect(barcode).toMatch(/^\d{44}$/);
      expect(line).toMatch(/^\d{47}$/);
      expect(Number(barcode[4])).toBe(generalCheckDigit(barcode.slice(0, 4) + barcode.slice(5)));
      expect(barcode.slice(5, 9)).toBe(dueDateFactor(slip.duedate));
      expect(Number(barcode.slice(9, 19))).toBe(Math.round(slip.value * 100));
      for (const [start, end] of [[0, 9], [10, 20], [21, 31]]) expect(Number(line[end])).toBe(mod10(line.slice(start, end)));
      // The line rearranges the barcode: bank and currency, free field in three parts, general digit, factor and value.
      expect(line.slice(0, 4) + line[32] + line.slice(33) + line.slice(4, 9) + line.slice(10, 20) + line.slice(21, 31)).toBe(barcode);
    }
  });
});

describe('GET /payment-slip/{id}', () => {
  it('answers the customer’s slip', async () => {
    const slip = await slipWith('AVAILABLE');
    const res = await call(s.app, 'GET', `/payment-slip/${slip.id}`, { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(slip);
  });

  it('answers 404 for another customer’s slip and for an unknown one', async () => {
    const slip = await slipWith('AVAILABLE');
    const person = await login(s.app, PERSON);
    for (const [id, who] of [[slip.id, person], [999999, token]] as const) {
      const res = await call(s.app, 'GET', `/payment-slip/${id}`, { token: who });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Boleto não encontrado.' });
    }
  });

  it('answers 400 for an id that is not a number', async () => {
    for (const bad of ['x1', '0', '1e3']) {
      const res = await call(s.app, 'GET', `/payment-slip/${bad}`, { token });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: 'Identificador de boleto inválido.' });
    }
  });
});

describe('a second copy', () => {
  it('is requested for a slip with no copy on file and becomes available 15 s later', async () => {
    const slip = await slipWith('UNKNOW');
    const res = await call(s.app, 'POST', `/payment-slip/${slip.id}/second-copy`, { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ...slip, availability: 'REQUESTED', url: null });
    s.clock.advance(SECOND_COPY_DELAY_MS - 1);
    expect(await (await call(s.app, 'GET', `/payment-slip/${slip.id}`, { token })).json()).toMatchObject({ availability: 'REQUESTED', url: null });
    s.clock.advance(1);
    const available = await (await call(s.app, 'GET', `/payment-slip/${slip.id}`, { token })).json();
    expect(available).toMatchObject({ availability: 'AVAILABLE', url: `/api/ecommerce/payment-slip/${slip.id}/pdf` });
    expect((await call(s.app, 'GET', `/payment-slip/${slip.id}/pdf`, { token })).status).toBe(200);
  });

  it('asked again while on its way keeps the first request’s time', async () => {
    const slip = await slipWith('UNKNOW');
    await call(s.app, 'POST', `/payment-slip/${slip.id}/second-copy`, { token });
    s.clock.advance(SECOND_COPY_DELAY_MS - 1000);
    await call(s.app, 'POST', `/payment-slip/${slip.id}/second-copy`, { token });
    s.clock.advance(1000);
    expect(await (await call(s.app, 'GET', `/payment-slip/${slip.id}`, { token })).json()).toMatchObject({ availability: 'AVAILABLE' });
  });

  it('of an available slip answers it unchanged', async () => {
    const slip = await slipWith('AVAILABLE');
    const res = await call(s.app, 'POST', `/payment-slip/${slip.id}/second-copy`, { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(slip);
  });

  it('of another customer’s slip is 404 and changes nothing', async () => {
    const slip = await slipWith('UNKNOW');
    const res = await call(s.app, 'POST', `/payment-slip/${slip.id}/second-copy`, { token: await login(s.app, PERSON) });
    expect(res.status).toBe(404);
    expect(await (await call(s.app, 'GET', `/payment-slip/${slip.id}`, { token })).json()).toEqual(slip);
  });

  it('answers 400 for an id that is not a number', async () => {
    const res = await call(s.app, 'POST', '/payment-slip/abc/second-copy', { token });
    expect(res.status).toBe(400);
  });
});

describe('GET /payment-slip/{id}/pdf', () => {
  it('answers the slip as a PDF naming partner, customer, number, due date, value and typed line', async () => {
    const slip = await slipWith('AVAILABLE');
    const res = await call(s.app, 'GET', `/payment-slip/${slip.id}/pdf`, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(res.headers.get('Content-Disposition')).toBe(`attachment; filename="boleto-${slip.number}.pdf"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    const pdf = await readPdf(bytes);
    expect(pdf.title).toBe(`Boleto ${slip.number}`);
    const [day, month, year] = [slip.duedate.slice(8), slip.duedate.slice(5, 7), slip.duedate.slice(0, 4)];
    expect(pdf.texts).toEqual(expect.arrayContaining([
      'Distribuidora São Jorge',
      'Mercadinho Bom Preço — 11.222.333/0001-81',
      slip.number,
      `${day}/${month}/${year}`,
      formatBrl(slip.value),
      formatSlipLine(slip.typedLine),
    ]));
  });

  it('draws the 44 digits as an Interleaved 2 of 5 barcode, 103 mm wide and 13 mm tall', async () => {
    const slip = await slipWith('AVAILABLE');
    const { boxes } = await readPdf(new Uint8Array(await (await call(s.app, 'GET', `/payment-slip/${slip.id}/pdf`, { token })).arrayBuffer()));
    expect(decodeInterleaved2of5(boxes)).toBe(slip.barcode);
    const millimetres = (points: number) => (points * 25.4) / 72;
    const last = boxes[boxes.length - 1];
    expect(millimetres(last.x + last.width - boxes[0].x)).toBeCloseTo(102.9, 0);
    expect(millimetres(boxes[0].height)).toBeCloseTo(13, 1);
  });

  it('is refused while the slip has no copy, or its second copy is on its way', async () => {
    for (const availability of ['UNKNOW', 'REQUESTED'] as const) {
      const slip = await slipWith(availability);
      const res = await call(s.app, 'GET', `/payment-slip/${slip.id}/pdf`, { token });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ message: 'A 2° via deste boleto ainda não está disponível para download.' });
    }
  });

  it('answers 404 for another customer’s slip', async () => {
    const slip = await slipWith('AVAILABLE');
    expect((await call(s.app, 'GET', `/payment-slip/${slip.id}/pdf`, { token: await login(s.app, PERSON) })).status).toBe(404);
  });
});

describe('POST /dev/payment-slip/{id}/issued', () => {
  const issue = (id: number | string, who = token) => call(s.app, 'POST', `/dev/payment-slip/${id}/issued`, { token: who });

  it('makes a requested second copy available at once, with its PDF', async () => {
    const slip = await slipWith('UNKNOW');
    await call(s.app, 'POST', `/payment-slip/${slip.id}/second-copy`, { token });
    expect((await issue(slip.id)).status).toBe(204);
    expect(await (await call(s.app, 'GET', `/payment-slip/${slip.id}`, { token })).json()).toMatchObject({ availability: 'AVAILABLE' });
    expect((await call(s.app, 'GET', `/payment-slip/${slip.id}/pdf`, { token })).status).toBe(200);
  });

  it('issues a copy once when asked several times at once', async () => {
    const slip = await slipWith('UNKNOW');
    await call(s.app, 'POST', `/payment-slip/${slip.id}/second-copy`, { token });
    const statuses = (await Promise.all(Array.from({ length: 6 }, () => issue(slip.id)))).map((res) => res.status);
    expect(statuses.sort()).toEqual([204, 422, 422, 422, 422, 422]);
  });

  it('refuses a slip with no second copy requested, and changes nothing', async () => {
    const slip = await slipWith('UNKNOW');
    const res = await issue(slip.id);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ message: 'Nenhuma 2° via foi solicitada para este boleto.' });
    expect(await (await call(s.app, 'GET', `/payment-slip/${slip.id}`, { token })).json()).toMatchObject({ availability: 'UNKNOW' });
  });

  it('does not find another customer’s slip, refuses an id that is not a number, and needs a session', async () => {
    const slip = await slipWith('REQUESTED');
    const other = await issue(slip.id, await login(s.app, PERSON));
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ message: 'Boleto não encontrado.' });
    expect(await (await call(s.app, 'GET', `/payment-slip/${slip.id}`, { token })).json()).toMatchObject({ availability: 'REQUESTED' });
    expect((await issue('x1')).status).toBe(400);
    expect((await call(s.app, 'POST', `/dev/payment-slip/${slip.id}/issued`)).status).toBe(401);
  });
});
