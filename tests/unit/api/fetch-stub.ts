import { vi } from 'vitest';

export type Responder = (request: Request) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Stubs global fetch: /version.json answers `version`, API calls go to `api`. */
export function stubFetch(api: Responder, version: Responder = () => json(200, { currentVersion: '9.9.9' })) {
  const apiCalls: Request[] = [];
  const versionCalls: Request[] = [];
  const fetch = vi.fn(async (input: Request) => {
    const { pathname } = new URL(input.url);
    if (pathname === '/version.json') {
      versionCalls.push(input);
      return version(input);
    }
    apiCalls.push(input);
    return api(input);
  });
  vi.stubGlobal('fetch', fetch);
  return { apiCalls, versionCalls };
}

/** A fetch that never answers but honours the abort signal, like a dead connection. */
export function hang(request: Request): Promise<Response> {
  return new Promise((_, reject) => {
    request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });
}

export const DEVICE_ID = '0b7c1a9e-3c41-4d2a-9d4f-5f0e9c2b7a10';
/** header.payload.signature with payload {sub:'7', user:'52998224725', name:'Ana Souza'} */
export const TOKEN = [
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9',
  btoa(JSON.stringify({ sub: '7', user: '52998224725', name: 'Ana Souza' })).replace(/=+$/, ''),
  'c2lnbmF0dXJl',
].join('.');
