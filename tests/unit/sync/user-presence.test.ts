import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../api/fetch-stub';
import { tokenFor } from './fixtures';

const DEVICE = '0b7c1a9e-3c41-4d2a-9d4f-5f0e9c2b7a10';

async function load() {
  vi.resetModules();
  const session = await import('../../../src/sync/session');
  const presence = await import('../../../src/sync/user-presence');
  return { session, presence };
}

function stubUserCalls(status = 200, name = 'Ana Souza Lima') {
  return stubFetch((request) => {
    const { pathname } = new URL(request.url);
    if (request.method === 'GET' && pathname.endsWith('/user/me')) return json(status, { principal: { id: 7, name } });
    return json(status === 200 ? 204 : status, {});
  });
}

const callsOf = (calls: Request[]) => calls.map((call) => `${call.method} ${new URL(call.url).pathname.replace(/^.*\/user/, '/user')}`);

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('deviceId', DEVICE);
  localStorage.setItem('token', tokenFor('52998224725'));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('user presence', () => {
  it('touches last-accessed and takes the current name once per session', async () => {
    localStorage.setItem('partner', '1');
    const { apiCalls } = stubUserCalls();
    const { session, presence } = await load();
    const stop = presence.startUserPresence();
    await vi.waitFor(() => expect(session.getSession()?.name).toBe('Ana Souza Lima'));
    expect(callsOf(apiCalls).sort()).toEqual(['GET /user/me', 'PUT /user/last-accessed']);
    presence.announcePresence();
    session.setCurrentPartnerId(2);
    expect(apiCalls).toHaveLength(2);

    // A new sign-in is a new session.
    localStorage.setItem('token', tokenFor('52998224725', 'Ana S.'));
    session.setCurrentPartnerId(1);
    await vi.waitFor(() => expect(apiCalls).toHaveLength(4));
    stop();
  });

  it('waits for a partner, since both calls carry the partner header', async () => {
    const { apiCalls } = stubUserCalls();
    const { session, presence } = await load();
    const stop = presence.startUserPresence();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(apiCalls).toHaveLength(0);
    session.setCurrentPartnerId(1);
    await vi.waitFor(() => expect(callsOf(apiCalls).sort()).toEqual(['GET /user/me', 'PUT /user/last-accessed']));
    stop();
  });

  it('ignores failures and keeps the token name', async () => {
    localStorage.setItem('partner', '1');
    const { apiCalls } = stubUserCalls(404);
    const { session, presence } = await load();
    const stop = presence.startUserPresence();
    await vi.waitFor(() => expect(apiCalls).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(session.getSession()?.name).toBe('Ana Souza');
    stop();
  });

  it('the new name also renames the saved user, and belongs to that user only', async () => {
    localStorage.setItem('savedUsers', JSON.stringify([{ keepConnectedId: 'k1', userFullName: 'Ana Souza', username: '52998224725' }]));
    const { session } = await load();
    session.setDisplayName('52998224725', 'Ana Souza Lima');
    expect(JSON.parse(localStorage.getItem('savedUsers')!)[0].userFullName).toBe('Ana Souza Lima');
    expect(session.getSession()?.name).toBe('Ana Souza Lima');
    localStorage.setItem('token', tokenFor('11222333000181', 'Mercadinho Bom Preço'));
    expect(session.getSession()?.name).toBe('Mercadinho Bom Preço');
  });
});
