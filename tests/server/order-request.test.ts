import { describe, expect, it } from 'vitest';
import { cartRefusal, checkOrderRequest, type OrderRequest } from '../../server/src/domain/order-request';

const plans = [{ id: 11 }, { id: 12 }];
const one = [{ id: 1 }];
const two = [{ id: 1 }, { id: 2 }];
const context = { plans, addresses: two, coupon: undefined as { code: string } | undefined, offeredDates: ['2025-06-04', '2025-06-05'] };
const request: OrderRequest = { partnerId: 1, deliveryDate: '2025-06-04', alternativeAddress: 2, deliveryAddress: null, paymentPlan: 11, couponCode: null };
const typed = { cep: '01310-100', street: ' Rua das Acácias ', number: '45', complement: '', district: 'Bela Vista', city: 'São Paulo', state: 'SP' };

const DATE_REQUIRED = { field: 'deliveryDate', errorMessage: 'O campo de data de entrega é obrigatório.' };
const DATE_OFF = { field: 'deliveryDate', errorMessage: 'Data de entrega indisponível.' };
const ADDRESS_REQUIRED = { field: 'alternativeAddress', errorMessage: 'O campo endereço de entrega é obrigatório.' };
const ADDRESS_BAD = { field: 'alternativeAddress', errorMessage: 'Endereço de entrega inválido.' };
const PLAN_REQUIRED = { field: 'paymentPlan', errorMessage: 'O campo plano de pagamento é obrigatório.' };
const PLAN_BAD = { field: 'paymentPlan', errorMessage: 'Plano de pagamento inválido.' };
const COUPON_BAD = { field: 'coupon', errorMessage: 'Cupom inválido.' };
const typedError = (part: string, errorMessage: string) => ({ field: `deliveryAddress.${part}`, errorMessage });

describe('cartRefusal', () => {
  it.each([
    ['a cart of another partner', 2, { partnerId: 1, itemCount: 2 }, 'Este carrinho não é deste parceiro.'],
    ['another partner before an empty cart', 2, { partnerId: 1, itemCount: 0 }, 'Este carrinho não é deste parceiro.'],
    ['an empty cart', 1, { partnerId: 1, itemCount: 0 }, 'Seu carrinho está vazio.'],
    ['nothing for a filled cart of the partner', 1, { partnerId: 1, itemCount: 2 }, null],
  ])('refuses %s with a message', (_, partnerId, cart, message) => {
    expect(cartRefusal(partnerId, cart)).toBe(message);
  });
});

describe('checkOrderRequest', () => {

  it.each([
    ['no delivery date', { deliveryDate: null }, {}, [DATE_REQUIRED]],
    ['a date not offered', { deliveryDate: '2025-06-03' }, {}, [DATE_OFF]],
    ['no address with several', { alternativeAddress: null }, {}, [ADDRESS_REQUIRED]],
    ['an address of someone else', { alternativeAddress: 9 }, {}, [ADDRESS_BAD]],
    ['an unknown address with one', { alternativeAddress: 9 }, { addresses: one }, [ADDRESS_BAD]],
    ['no address and none at all', { alternativeAddress: null }, { addresses: [] }, [ADDRESS_REQUIRED]],
    ['no payment plan', { paymentPlan: null }, {}, [PLAN_REQUIRED]],
    ['a plan of another partner', { paymentPlan: 21 }, {}, [PLAN_BAD]],
    ['an unknown coupon', { couponCode: 'NADA' }, {}, [COUPON_BAD]],
    ['a typed CEP of 7 digits', { alternativeAddress: null, deliveryAddress: { ...typed, cep: '0131010' } }, { addresses: [] },
      [typedError('cep', 'CEP inválido: informe os 8 números.')]],
    ['a typed CEP with letters', { alternativeAddress: null, deliveryAddress: { ...typed, cep: '01310-10A' } }, { addresses: [] },
      [typedError('cep', 'CEP inválido: informe os 8 números.')]],
    ['a typed state that is no UF', { alternativeAddress: null, deliveryAddress: { ...typed, state: 'XX' } }, { addresses: [] },
      [typedError('state', 'Estado inválido: escolha uma das UFs.')]],
    ['a typed address of blanks, part by part',
      { alternativeAddress: null, deliveryAddress: { cep: ' ', street: ' ', number: '', complement: '', district: ' ', city: '', state: '' } }, { addresses: [] },
      [typedError('cep', 'O campo CEP é obrigatório.'), typedError('street', 'O campo rua é obrigatório.'),
        typedError('number', 'O campo número é obrigatório.'), typedError('district', 'O campo bairro é obrigatório.'),
        typedError('city', 'O campo cidade é obrigatório.'), typedError('state', 'O campo estado é obrigatório.')]],
    ['a typed street too long', { alternativeAddress: null, deliveryAddress: { ...typed, street: 'R'.repeat(101) } }, { addresses: [] },
      [typedError('street', 'O campo rua pode ter até 100 caracteres.')]],
    ['a typed complement too long', { alternativeAddress: null, deliveryAddress: { ...typed, complement: 'C'.repeat(61) } }, { addresses: [] },
      [typedError('complement', 'O campo complemento pode ter até 60 caracteres.')]],
    ['every field at once, in field order', { deliveryDate: null, alternativeAddress: null, paymentPlan: null, couponCode: 'NADA' }, {},
      [DATE_REQUIRED, ADDRESS_REQUIRED, PLAN_REQUIRED, COUPON_BAD]],
  ])('lists the field errors for %s (the first is the message)', (_, change, contextChange, errors) => {
    const result = checkOrderRequest({ ...request, ...change }, { ...context, ...contextChange });
    expect(result).toEqual({ ok: false, message: errors[0].errorMessage, errors });
  });

  it.each([
    ['the chosen address, plan and date', {}, {}, { plan: { id: 11 }, address: { id: 2 }, coupon: null, deliveryDate: '2025-06-04' }],
    ['the only address when none is chosen', { alternativeAddress: null }, { addresses: one }, { address: { id: 1 } }],
    ['a typed address, trimmed, when none is on file', { alternativeAddress: null, deliveryAddress: typed }, { addresses: [] },
      { address: { ...typed, cep: '01310100', street: 'Rua das Acácias' } }],
    ['a typed address over the only one on file', { alternativeAddress: null, deliveryAddress: typed }, { addresses: one },
      { address: { ...typed, cep: '01310100', street: 'Rua das Acácias' } }],
    ['the coupon that exists', { couponCode: 'BALCAO10' }, { coupon: { code: 'BALCAO10' } }, { coupon: { code: 'BALCAO10' } }],
    ['no coupon for an empty code', { couponCode: '' }, { coupon: { code: 'X' } }, { coupon: null }],
  ])('accepts %s', (_, change, contextChange, expected) => {
    expect(checkOrderRequest({ ...request, ...change }, { ...context, ...contextChange })).toMatchObject({ ok: true, ...expected });
  });
});
