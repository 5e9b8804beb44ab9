// The reference API in-process, for tests of the app's data layer: `createApp` over a
// seeded in-memory PGlite (one per test file, each test inside a transaction rolled back
// afterwards: `useServer` of the server tests), with `fetch` — which ky calls — routed to
// `app.request`. So the client and the server cannot drift apart. What only a network
// can do (a proxy's 5xx, a dead connection, offline) is injected at that fetch boundary.
import { afterEach, beforeEach, vi } from 'vitest';
import { COMPANY, DEVICE, useServer } from '../../server/helpers';
import { closeUserDb, deleteUserDb } from '../../../src/db/user-db';
import { connectApiClient } from '../../../src/session/session';
import { signIn } from '../../../src/session/sign-in';

// Under jsdom, TextEncoder's Uint8Arrays belong to another realm than this context's
// `Uint8Array`, so jose refuses the server's HS256 key: encode into this realm's arrays.
const NativeTextEncoder = globalThis.TextEncoder;
globalThis.TextEncoder = class extends NativeTextEncoder {
  override encode(input?: string): Uint8Array<ArrayBuffer> {
    return new Uint8Array(super.encode(input));
  }
};

export { COMPANY, DEVICE };
export const PERSON = { username: '52998224725', code: '730461' };

/** A request as the app sent it (body read as text). */
export interface SentRequest {
  method: string;
  /** the path after the API prefix, or the origin path for static files */
  path: string;
  search: URLSearchParams;
  headers: Headers;
  body: string;
}

/** no answer, an answer that never comes, or a status (with this JSON body, or this text as it is, else a message) */
type Fault =
  | 'network'
  | 'hang'
  | number
  | { status: number; body: unknown; headers?: Record<string, string> }
  | { status: number; text: string; headers?: Record<string, string> };
interface FaultRule {
  method?: string;
  path: RegExp;
  times: number;
  fault: Fault;
}

interface HoldRule {
  method?: string;
  path: RegExp;
  times: number;
  answered: () => void;
  released: Promise<void>;
}

const API_PREFIX = '/api/ecommerce';

function hang(request: Request): Promise<Response> {
  return new Promise((_, reject) => {
    request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });
}

/** `env`: server settings (e.g. `DEV_ROUTES: '1'` for the `/dev/…` shortcuts); `extra`: optional server services (push). */
export function useRealApi(env: Record<string, string> = {}, extra: Parameters<typeof useServer>[1] = {}) {
  const server = useServer(env, extra);
  const sent: SentRequest[] = [];
  const rules: FaultRule[] = [];
  const holds: HoldRule[] = [];
  const pending = new Set<Promise<unknown>>();
  /** requests the app is answering now (not the injected hangs) */
  const atServer = new Set<Promise<unknown>>();
  let queue: Promise<unknown> = Promise.resolve();
  let signedInAs: string | null = null;

  function injected(request: SentRequest): Fault | null {
    const rule = rules.find((r) => r.times > 0 && r.path.test(request.path) && (!r.method || r.method === request.method));
    if (!rule) return null;
    rule.times -= 1;
    return rule.fault;
  }

  async function answer(request: Request): Promise<Response> {
    const { pathname, search } = new URL(request.url);
    const path = pathname.startsWith(`${API_PREFIX}/`) ? pathname.slice(API_PREFIX.length) : pathname;
    const body = request.method === 'GET' ? '' : await request.clone().text();
    const seen: SentRequest = { method: request.method, path, search: new URLSearchParams(search), headers: new Headers(request.headers), body };
    if (navigator.onLine === false) throw new TypeError('Failed to fetch');
    sent.push(seen);
    const fault = injected(seen);
    if (fault === 'network') throw new TypeError('Failed to fetch');
    if (fault === 'hang') return hang(request);
    if (typeof fault === 'number') return Response.json({ message: 'Falha injetada no teste.' }, { status: fault });
    if (fault && 'text' in fault) return new Response(fault.text, { status: fault.status, headers: fault.headers });
    if (fault) return Response.json(fault.body, { status: fault.status, headers: fault.headers });
    // One request at a time: the per-test transaction shares one connection.
    const turn = queue.then(() => server.app.request(request));
    queue = turn.catch(() => undefined);
    atServer.add(turn);
    void turn.finally(() => atServer.delete(turn)).catch(() => undefined);
    const hold = holds.find((h) => h.times > 0 && h.path.test(path) && (!h.method || h.method === request.method));
    if (!hold) return turn;
    hold.times -= 1;
    const response = await turn;
    hold.answered();
    await hold.released;
    return response;
  }

  beforeEach(() => {
    sent.length = 0;
    rules.length = 0;
    holds.length = 0;
    localStorage.clear();
    localStorage.setItem('deviceId', DEVICE);
    connectApiClient();
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const response = answer(input instanceof Request && !init ? input : new Request(input, init));
      pending.add(response);
      void response.finally(() => pending.delete(response)).catch(() => undefined);
      return response;
    });
  });

  afterEach(async () => {
    // Calls still running (fire-and-forget refreshes) finish before the transaction is rolled back.
    while (pending.size > 0) await Promise.allSettled([...pending]);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    closeUserDb();
    if (signedInAs) await deleteUserDb(signedInAs);
    signedInAs = null;
    localStorage.clear();
  });

  return {
    server,
    /** every request the app sent in this test, in order */
    sent,
    /** API requests only, as 'METHOD /path' */
    calls: () => sent.filter((r) => !r.path.startsWith('/version')).map((r) => `${r.method} ${r.path}`),
    /** the next `times` requests matching `path` fail with `fault` (a status, no answer, or a hang) */
    fail(path: RegExp, fault: Fault, times = 1, method?: string) {
      rules.push({ path, fault, times, method });
    },
    /**
     * The next `times` requests matching `path` are answered by the server at once, but
     * the app reads the answers only after `release()` (a slow network on the way back).
     * `answered` resolves once the server has answered all of them.
     */
    hold(path: RegExp, times = 1, method?: string) {
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let left = times;
      let answeredAll = () => {};
      const answered = new Promise<void>((resolve) => (answeredAll = resolve));
      holds.push({ path, times, method, released, answered: () => (left -= 1) === 0 && answeredAll() });
      return { answered, release };
    },
    /**
     * Waits for `work` on fake timers (retries, backoffs, timeouts), moving them on only
     * while the server is not answering, so a slow answer never counts as a timeout.
     */
    async withFakeTimers<T>(work: () => Promise<T>): Promise<T> {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      let done = false;
      const settled = work().finally(() => {
        done = true;
      });
      try {
        while (!done) {
          if (atServer.size > 0) await Promise.allSettled([...atServer]);
          else await vi.advanceTimersByTimeAsync(50);
        }
        return await settled;
      } finally {
        vi.useRealTimers();
      }
    },
    /** `navigator.onLine` as the app reads it; offline, every fetch fails */
    setOnline(online: boolean) {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
    },
    /** signs in through the real `POST /authentication`; the session opens the user's database */
    async signIn(who: { username: string; code: string } = COMPANY) {
      const result = await signIn(who.username, who.code);
      if (result.kind !== 'ok' && result.kind !== 'warning') throw new Error(`sign-in failed: ${JSON.stringify(result)}`);
      signedInAs = who.username;
    },
    /** calls the API as the signed-in user, beside the app (not recorded, no faults) */
    async call(method: string, path: string, partnerId?: number): Promise<Response> {
      const headers: Record<string, string> = { Authorization: `Bearer ${localStorage.getItem('token')}`, deviceId: DEVICE };
      if (partnerId !== undefined) headers.partner = String(partnerId);
      return server.app.request(`${API_PREFIX}${path}`, { method, headers });
    },
    /** what the server holds, read through the API as the signed-in user */
    async get<T>(path: string, partnerId?: number): Promise<T> {
      const response = await this.call('GET', path, partnerId);
      if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    },
  };
}
