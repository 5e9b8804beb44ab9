import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../src/domain/entities/orders';
import { paths } from '../../src/config/paths';
import { validateOrderDetailSearch } from '../../src/app/route-search';
import { createApp } from '../../server/src/app';
import { call, COMPANY, DEVICE, login, OTHER_DEVICE, PERSON, useServer } from './helpers';
import { orderWithStatus } from './ordering-helpers';
import { activatePush, pushEndpoint, pushSubscription, RecordingPush, registerPush, subscribePush } from './recording-push';

const s = useServer();
let push: RecordingPush;
let app: ReturnType<typeof createApp>;
let token: string;

beforeEach(async () => {
  push = new RecordingPush();
  app = createApp({ db: s.db, config: s.config, clock: s.clock, push });
  token = await login(app, COMPANY);
});

const endpoint = pushEndpoint;
const subscription = pushSubscription;
const register = (name: string, who = token, deviceId = DEVICE) => registerPush(app, who, name, deviceId);
const activate = (pushnewsId: string, who = token, deviceId = DEVICE, headerDevice = deviceId) => activatePush(app, pushnewsId, who, deviceId, headerDevice);
const subscribe = (name: string, who = token, deviceId = DEVICE) => subscribePush(app, who, name, deviceId);

const setStatus = (order: Order, status: string) => call(app, 'POST', `/dev/orders/${order.id}/status`, { token, body: { status } });

describe('GET /push/public-key', () => {
  it('answers the VAPID public key the app subscribes with', async () => {
    const res = await call(app, 'GET', '/push/public-key', { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ publicKey: 'BPublicKeyForTests' });
  });
});

describe('POST /backoffice/campaign/pushnewsSubscription/subscription', () => {
  it('activates the registered subscription for the device and answers 200', async () => {
    const id = await register('a');
    const res = await activate(id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deviceId: DEVICE, pushnewsId: id });
    const rows = await s.db.query('SELECT user_id, device_id, endpoint, active FROM push_subscriptions WHERE id = $1', [id]);
    expect(rows).toEqual([{ user_id: expect.any(Number), device_id: DEVICE, endpoint: endpoint('a'), active: true }]);
  });

  it('replaces the device’s subscription on re-subscribe', async () => {
    await subscribe('old');
    const fresh = await subscribe('new');
    const rows = await s.db.query<{ id: string }>('SELECT id FROM push_subscriptions WHERE device_id = $1', [DEVICE]);
    expect(rows.map((row) => row.id)).toEqual([fresh]);
  });

  it('answers 400 with a Portuguese message for a missing id or device', async () => {
    const noId = await call(app, 'POST', '/backoffice/campaign/pushnewsSubscription/subscription', { token, body: { deviceId: DEVICE } });
    expect(noId.status).toBe(400);
    expect((await noId.json()).message).toBe('Inscrição de notificações não informada.');
    const noDevice = await call(app, 'POST', '/backoffice/campaign/pushnewsSubscription/subscription', { token, body: { pushnewsId: 'x' } });
    expect(noDevice.status).toBe(400);
    expect((await noDevice.json()).message).toBe('Dispositivo não informado.');
  });

  it('answers 404 for another user’s subscription and for another device', async () => {
    const personToken = await login(app, PERSON, OTHER_DEVICE);
    const theirs = await register('person', personToken, OTHER_DEVICE);
    const res = await activate(theirs);
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe('Inscrição de notificações não encontrada.');
    const mine = await register('mine');
    expect((await activate(mine, token, OTHER_DEVICE, DEVICE)).status).toBe(404);
    const [{ active }] = await s.db.query<{ active: boolean }>('SELECT active FROM push_subscriptions WHERE id = $1', [theirs]);
    expect(active).toBe(false);
  });

  it('answers 401 without a session', async () => {
    expect((await call(app, 'POST', '/backoffice/campaign/pushnewsSubscription/subscription', { body: { deviceId: DEVICE, pushnewsId: 'x' } })).status).toBe(401);
  });
});

describe('POST /push/subscriptions', () => {
  it.each([
    ['no keys', { endpoint: endpoint('a') }],
    ['plain http', { ...subscription('a'), endpoint: 'http://fcm.googleapis.com/fcm/send/a' }],
    ['a host that is not a push service', { ...subscription('a'), endpoint: 'https://169.254.169.254/latest' }],
    ['keys that are not base64url', { ...subscription('a'), keys: { p256dh: '<script>', auth: 'x' } }],
    ['no body object', 'null'],
  ])('answers 400 for %s', async (_, body) => {
    const res = await call(app, 'POST', '/push/subscriptions', { token, body });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Inscrição de notificações inválida.');
  });
});

describe('notifications', () => {
  it('sends a status change to the customer’s subscriptions with the order’s detail address', async () => {
    await subscribe('phone');
    const order = await orderWithStatus(app, token, 'Em análise');
    expect((await setStatus(order, 'Separado')).status).toBe(204);
    await vi.waitFor(() => expect(push.sent).toHaveLength(1));
    const { endpoint: to, message } = push.sent[0];
    expect(to).toBe(endpoint('phone'));
    expect(message).toMatchObject({ title: `Pedido n° ${order.number}: Separado`, body: 'Toque para ver os detalhes do pedido.' });
    const url = new URL(message.url, 'https://balcao.example');
    expect(url.pathname).toBe(paths.orderDetail);
    expect(validateOrderDetailSearch(Object.fromEntries(url.searchParams))).toEqual({ id: order.id, order: order.number });
    expect(url.searchParams.get('parceiro')).toBe('1');
  });

  it('sends “Cancelado” when the customer cancels an order', async () => {
    await subscribe('phone');
    const order = await orderWithStatus(app, token, 'Em análise');
    expect((await call(app, 'DELETE', `/v2/orders/${order.id}`, { token })).status).toBe(204);
    await vi.waitFor(() => expect(push.sent.map((m) => m.message.title)).toEqual([`Pedido n° ${order.number}: Cancelado`]));
  });

  it('sends “Pagamento PIX recebido” when a PIX payment arrives', async () => {
    await subscribe('phone');
    const order = await orderWithStatus(app, token, 'Pendente');
    await call(app, 'POST', `/pix/cob/${order.id}`, { token });
    expect((await call(app, 'POST', `/dev/pix/${order.id}/paid`, { token })).status).toBe(204);
    await vi.waitFor(() => expect(push.sent).toHaveLength(1));
    expect(push.sent[0].message).toMatchObject({ title: 'Pagamento PIX recebido', body: `Pedido n° ${order.number}: pagamento confirmado.` });
  });

  it('forgets a subscription the push service answers 410 for', async () => {
    const id = await subscribe('expired');
    push.outcomes.set(endpoint('expired'), 'gone');
    const otherPhone = await login(app, COMPANY, OTHER_DEVICE);
    await subscribe('alive', otherPhone, OTHER_DEVICE);
    const order = await orderWithStatus(app, token, 'Em análise');
    await setStatus(order, 'Liberado');
    await vi.waitFor(async () => {
      expect(await s.db.query('SELECT id FROM push_subscriptions WHERE id = $1', [id])).toEqual([]);
    });
    await setStatus(order, 'Separado');
    await vi.waitFor(() => expect(push.sent.filter((m) => m.endpoint === endpoint('alive'))).toHaveLength(2));
    expect(push.sent.filter((m) => m.endpoint === endpoint('expired'))).toHaveLength(1);
  });

  it('answers the request even when sending fails', async () => {
    await subscribe('broken');
    push.outcomes.set(endpoint('broken'), new Error('push service down'));
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const order = await orderWithStatus(app, token, 'Em análise');
    expect((await setStatus(order, 'Liberado')).status).toBe(204);
    await vi.waitFor(() => expect(quiet).toHaveBeenCalledWith(expect.stringContaining('Falha ao enviar notificação'), 'push service down'));
    quiet.mockRestore();
  });

  it('does not notify another customer’s devices, nor a device the user signed out of', async () => {
    const personToken = await login(app, PERSON, OTHER_DEVICE, false);
    await subscribe('person', personToken, OTHER_DEVICE);
    const signedOut = await login(app, COMPANY, OTHER_DEVICE, false);
    await subscribe('left', signedOut, OTHER_DEVICE);
    expect((await call(app, 'DELETE', '/authentication/session', { token: signedOut, deviceId: OTHER_DEVICE })).status).toBe(204);
    await subscribe('here');
    const order = await orderWithStatus(app, token, 'Em análise');
    await setStatus(order, 'Liberado');
    await vi.waitFor(() => expect(push.sent.map((m) => m.endpoint)).toEqual([endpoint('here')]));
  });
});

describe('POST /dev/orders/{orderId}/status', () => {
  it('answers 400 for an unknown status and 404 for another customer’s order', async () => {
    const order = await orderWithStatus(app, token, 'Em análise');
    const bad = await setStatus(order, 'Cancelado');
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('Status inválido.');
    const personToken = await login(app, PERSON, OTHER_DEVICE);
    expect((await call(app, 'POST', `/dev/orders/${order.id}/status`, { token: personToken, deviceId: OTHER_DEVICE, body: { status: 'Liberado' } })).status).toBe(404);
  });
});
