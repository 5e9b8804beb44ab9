// Session replay (docs/decisions/0130-session-replay.md): batches posted by the signed-in user, kept per user, listed on the
// development page, pruned after 30 days.
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/src/app';
import { MAX_REPLAY_BODY_BYTES } from '../../server/src/http/input-guards';
import { pruneExpired } from '../../server/src/prune';
import { call, COMPANY, login, PERSON, testConfig, useServer } from './helpers';

const s = useServer();
const DAY = 24 * 60 * 60 * 1000;
const SESSION = '3f1d2c4b-5a69-4e7f-8a1b-2c3d4e5f6a7b';

const event = (type: number, timestamp: number, data: Record<string, unknown> = {}) => ({ type, timestamp, data });
const batch = (seq: number, events = [event(4, 1000 + seq, { href: 'http://localhost/' })], sessionId = SESSION) => ({ sessionId, seq, events });

const post = (token: string | undefined, body: unknown) => call(s.app, 'POST', '/session-replays', { token, body });
const listed = async (query = ''): Promise<any> => (await s.app.request(`/api/ecommerce/dev/replays${query}`)).json();

describe('POST /session-replays', () => {
  it('adds numbered batches to the user’s session, a batch sent twice once, events in recording order', async () => {
    const token = await login(s.app, COMPANY);
    expect((await post(token, batch(1, [event(3, 1200), event(3, 1300)]))).status).toBe(204);
    expect((await post(token, batch(0, [event(4, 1000), event(2, 1001, { node: {} })]))).status).toBe(204);
    expect((await post(token, batch(1, [event(3, 1200), event(3, 1300)]))).status).toBe(204);

    const [replay] = await listed();
    expect(replay).toMatchObject({ sessionKey: SESSION, username: COMPANY.username, eventCount: 4 });
    expect(replay.events.map((e: { timestamp: number }) => e.timestamp)).toEqual([1000, 1001, 1200, 1300]);
  });

  it('keeps every batch of two sent at once for a new session', async () => {
    const token = await login(s.app, COMPANY);
    const answers = await Promise.all([post(token, batch(0)), post(token, batch(1)), post(token, batch(2))]);
    expect(answers.map((answer) => answer.status)).toEqual([204, 204, 204]);
    const replays = await listed();
    expect(replays).toHaveLength(1);
    expect(replays[0].eventCount).toBe(3);
  });

  it('needs a signed-in user', async () => {
    const res = await post(undefined, batch(0));
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe('Sessão expirada. Entre novamente.');
    expect(await listed()).toEqual([]);
  });

  it('keeps each user’s session apart even under the same session id', async () => {
    await post(await login(s.app, COMPANY), batch(0, [event(4, 1)]));
    await post(await login(s.app, PERSON), batch(0, [event(4, 2)]));
    const replays = await listed();
    expect(replays.map((r: { username: string; eventCount: number }) => [r.username, r.eventCount]).sort()).toEqual(
      [[COMPANY.username, 1], [PERSON.username, 1]].sort(),
    );
  });

  it.each([
    [{ seq: 0, events: [event(4, 1)] }, 'Sessão de gravação não informada.'],
    [{ ...batch(0), sessionId: '../../x' }, 'Sessão de gravação inválida.'],
    [{ ...batch(0), events: [] }, 'O lote não tem eventos.'],
    [{ ...batch(0), events: [{ type: 'x', timestamp: 1, data: {} }] }, 'Lote de gravação de sessão inválido.'],
    [{ ...batch(0), seq: -1 }, 'Lote de gravação de sessão inválido.'],
    [{ ...batch(0), events: Array.from({ length: 1001 }, (_, i) => event(3, i)) }, 'O lote tem eventos demais.'],
    ['[]', 'Corpo da requisição inválido.'],
  ])('refuses a bad batch with a 400 in Portuguese (%#)', async (body, message) => {
    const res = await post(await login(s.app, COMPANY), body);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
  });

  it('takes a batch larger than other routes’ limit, and refuses one over its own with 413', async () => {
    const token = await login(s.app, COMPANY);
    const page = (bytes: number) => batch(0, [event(2, 1, { html: 'x'.repeat(bytes) })]);
    expect((await post(token, page(200 * 1024))).status).toBe(204);
    const res = await post(token, page(MAX_REPLAY_BODY_BYTES));
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe('A requisição é grande demais. Envie menos dados de uma vez.');
    // Elsewhere the usual limit still holds.
    expect((await call(s.app, 'PUT', '/v2/cart', { token, partner: 1, body: { x: 'x'.repeat(200 * 1024) } })).status).toBe(413);
  });
});

describe('GET /dev/replays', () => {
  it('lists one session by id, and refuses a bad limit in Portuguese', async () => {
    await post(await login(s.app, COMPANY), batch(0));
    const [{ id }] = await listed();
    expect(await listed(`?id=${id}`)).toHaveLength(1);
    expect(await listed(`?id=${id + 1}`)).toEqual([]);
    const res = await s.app.request('/api/ecommerce/dev/replays?limit=0');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('Limite inválido.');
  });

  it('/dev/replays lists the sessions as a page, and /dev/replays/:id plays one with rrweb from node_modules', async () => {
    await post(await login(s.app, COMPANY), batch(0));
    const [{ id }] = await listed();
    const list = await (await s.app.request('/dev/replays')).text();
    expect(list).toContain(`<a href="/dev/replays/${id}">Sessão ${id} de ${COMPANY.username}</a>`);
    const player = await (await s.app.request(`/dev/replays/${id}`)).text();
    expect(player).toContain('<script src="/dev/replays/assets/rrweb.js"></script>');
    const script = await s.app.request('/dev/replays/assets/rrweb.js');
    expect(script.status).toBe(200);
    expect(await script.text()).toContain('Replayer');
    expect((await s.app.request(`/dev/replays/${id + 1}`)).status).toBe(404);
  });

  it('does not exist without DEV_ROUTES', async () => {
    const app = createApp({ db: s.db, config: testConfig({ DEV_ROUTES: '0' }), clock: s.clock });
    expect((await app.request('/api/ecommerce/dev/replays')).status).not.toBe(200);
    expect(await (await app.request('/dev/replays')).text()).not.toContain('Gravações de sessão');
  });
});

describe('retention', () => {
  it('prunes a session 30 days after its last batch, and keeps a younger one', async () => {
    expect((await post(await login(s.app, COMPANY), batch(0, [event(4, 1)], 'sessao-antiga-1'))).status).toBe(204);
    s.clock.advance(2 * DAY);
    expect((await post(await login(s.app, COMPANY), batch(0, [event(4, 2)], 'sessao-recente-1'))).status).toBe(204);
    s.clock.advance(29 * DAY);
    await pruneExpired(s.db, s.clock.now());
    expect((await listed()).map((r: { sessionKey: string }) => r.sessionKey)).toEqual(['sessao-recente-1']);
    s.clock.advance(2 * DAY);
    await pruneExpired(s.db, s.clock.now());
    expect(await listed()).toEqual([]);
  });
});
