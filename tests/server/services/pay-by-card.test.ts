// Card payments go through one interface (domain/card-payment.ts CardAcquirer): an adapter given in AppDeps
// replaces the simulated acquirer, and is asked for what is left to pay on the locked order.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '../../../src/domain/entities/orders';
import { createApp } from '../../../server/src/app';
import type { AppDeps } from '../../../server/src/deps';
import type { CardAcquirer, CardAuthorisationRequest } from '../../../server/src/domain/card-payment';
import { payByCard } from '../../../server/src/services/pay-by-card';
import { COMPANY, login, useServer } from '../helpers';
import { orderWithStatus } from '../ordering-helpers';
import { orderPayment } from '../pix-helpers';
import { refusalOf } from './refusal-of';

const s = useServer();
const COMPANY_CUSTOMER = 1;
const CARD = { cardNumber: '5555555555554444', holder: 'Ana Souza', expirationDate: '12/2030', securityCode: '123' };

/** An acquirer adapter that answers `outcome` at once and keeps what it was asked. */
class RecordingAcquirer implements CardAcquirer {
  asked: CardAuthorisationRequest[] = [];
  constructor(private readonly outcome: 'APPROVED' | 'DECLINED') {}
  async authorise(request: CardAuthorisationRequest, now: Date) {
    this.asked.push(request);
    return { outcome: this.outcome, decidedAt: now };
  }
}

let order: Order;

beforeEach(async () => {
  const app = createApp({ db: s.db, config: s.config, clock: s.clock });
  order = await orderWithStatus(app, await login(app, COMPANY), 'Pendente');
});

const pay = (acquirer: CardAcquirer) => {
  const deps: AppDeps = { db: s.db, config: s.config, clock: s.clock, cardAcquirer: acquirer };
  return payByCard(deps, { orderId: order.id, customerId: COMPANY_CUSTOMER, card: CARD });
};

describe('payByCard with an acquirer adapter', () => {
  it('asks the adapter for the amount due with the order’s number and partner, and pays the order on approval', async () => {
    const acquirer = new RecordingAcquirer('APPROVED');
    const payment = await pay(acquirer);
    expect(acquirer.asked).toEqual([{ ...CARD, amount: payment.amount, orderNumber: order.number, partnerId: 1 }]);
    expect(payment).toMatchObject({ order_id: order.id, outcome: 'APPROVED' });
    expect((await orderPayment(s.db, order.id)).paid).toBe(true);
  });

  it('stores only the brand and last four digits of the card', async () => {
    await pay(new RecordingAcquirer('APPROVED'));
    expect(await s.db.query('SELECT brand, last4 FROM card_payments WHERE order_id = $1', [order.id])).toEqual([{ brand: 'Mastercard', last4: '4444' }]);
  });

  it('leaves the order unpaid when the adapter declines', async () => {
    expect(await pay(new RecordingAcquirer('DECLINED'))).toMatchObject({ outcome: 'DECLINED' });
    expect((await orderPayment(s.db, order.id)).paid).toBe(false);
  });

  it('never asks the adapter for an order already paid', async () => {
    await pay(new RecordingAcquirer('APPROVED'));
    const second = new RecordingAcquirer('APPROVED');
    expect(await refusalOf(pay(second))).toMatchObject({ kind: 'refused', message: 'Este pedido já foi pago.' });
    expect(second.asked).toEqual([]);
  });
});
