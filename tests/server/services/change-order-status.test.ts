import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../src/domain/entities/orders';
import { createApp } from '../../../server/src/app';
import type { AppDeps } from '../../../server/src/deps';
import { changeOrderStatus } from '../../../server/src/services/change-order-status';
import { COMPANY, login, useServer } from '../helpers';
import { refusalOf } from './refusal-of';
import { history, orderWithStatus } from '../ordering-helpers';
import { pushEndpoint, RecordingPush, subscribePush } from '../recording-push';

const s = useServer();
const COMPANY_CUSTOMER = 1;
let push: RecordingPush;
let deps: AppDeps;
let app: ReturnType<typeof createApp>;
let token: string;
let order: Order;

beforeEach(async () => {
  push = new RecordingPush();
  deps = { db: s.db, config: s.config, clock: s.clock, push };
  app = createApp(deps);
  token = await login(app, COMPANY);
  order = await orderWithStatus(app, token, 'Em análise');
});

const statusOf = async (id: number) => (await history(app, token)).find((o) => o.id === id)?.status;

describe('changeOrderStatus', () => {
  it("sets the order's status and tells the customer's devices", async () => {
    await subscribePush(app, token, 'phone');
    await changeOrderStatus(deps, { orderId: order.id, owner: { customerId: COMPANY_CUSTOMER }, status: 'Separado' });
    expect(await statusOf(order.id)).toBe('Separado');
    await vi.waitFor(() =>
      expect(push.sent).toEqual([{ endpoint: pushEndpoint('phone'), message: expect.objectContaining({ title: `Pedido n° ${order.number}: Separado` }) }]),
    );
  });

  it('changes nothing and tells no device for the status and observation the order already has (a retry)', async () => {
    await subscribePush(app, token, 'phone');
    expect(await changeOrderStatus(deps, { orderId: order.id, owner: { customerId: COMPANY_CUSTOMER }, status: 'Em análise' })).toBe('unchanged');
    expect(await statusOf(order.id)).toBe('Em análise');
    expect(push.sent).toEqual([]);
  });

  it('refuses a cancelled order and leaves it cancelled', async () => {
    const cancelled = await orderWithStatus(app, token, 'Cancelado');
    const refusal = await refusalOf(changeOrderStatus(deps, { orderId: cancelled.id, owner: { customerId: COMPANY_CUSTOMER }, status: 'Liberado' }));
    expect(refusal).toMatchObject({ kind: 'refused', message: 'Este pedido foi cancelado.' });
    expect(await statusOf(cancelled.id)).toBe('Cancelado');
  });

  it("refuses another customer's order as not found and changes nothing", async () => {
    const refusal = await refusalOf(changeOrderStatus(deps, { orderId: order.id, owner: { customerId: COMPANY_CUSTOMER + 1 }, status: 'Liberado' }));
    expect(refusal).toMatchObject({ kind: 'not-found', message: `Pedido ${order.id} não encontrado.` });
    expect(await statusOf(order.id)).toBe('Em análise');
    expect(push.sent).toEqual([]);
  });
});
