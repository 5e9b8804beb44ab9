// The one HTTP client [access §7.5–7.6]: 8 s timeout, 3 retries with backoff from
// 1 s on 5xx/timeouts/lost connections, the header policy, and any 401 signing out.
import type { KyInstance, KyRequest, KyResponse } from 'ky';
import { config } from '../config/app-config';
import type { CurrentVersionFile } from '../domain/entities/system';
import { apiAccess } from './access';
import { ApiError, CANCELLED_MESSAGE, HTTP_STATUS, NETWORK_MESSAGE, errorBodyFrom } from './errors';
import { headerRule, missingHeaders, type PolicyHeader } from './header-policy';

const ORIGIN = globalThis.location?.origin ?? 'http://localhost';
const API_URL = new URL(config.apiBase.replace(/\/?$/, '/'), `${ORIGIN}/`);
const API_PATH = API_URL.pathname.replace(/\/$/, '');
const SERVER_ERRORS = Array.from({ length: 100 }, (_, index) => 500 + index);

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function apiPathOf(url: string): string | null {
  const { pathname } = new URL(url);
  return pathname.startsWith(`${API_PATH}/`) ? pathname.slice(API_PATH.length) : null;
}

async function applyHeaderPolicy(request: KyRequest): Promise<void> {
  const path = apiPathOf(request.url);
  if (path === null) return;
  const rule = headerRule(path);
  const access = apiAccess();
  const token = access?.token() ?? null;
  const values: Record<PolicyHeader, string | null> = {
    deviceId: (await access?.deviceId()) ?? null,
    'app-version': await appVersion(),
    Authorization: token ? `Bearer ${token}` : null,
    partner: access?.partner() ?? null,
  };
  for (const [name, value] of Object.entries(values) as Array<[PolicyHeader, string | null]>) {
    if (rule.omitted.includes(name)) request.headers.delete(name);
    else if (value && !request.headers.has(name)) request.headers.set(name, value);
  }
  const missing = missingHeaders(path, request.headers);
  if (missing.length > 0) {
    throw new ApiError(0, { message: `Requisição não enviada: falta o cabeçalho ${missing.join(', ')}.` }, 'refused');
  }
}

function handleStatus(request: KyRequest, _options: unknown, response: KyResponse): void {
  if (response.status === HTTP_STATUS.cancelled) console.log(CANCELLED_MESSAGE);
  if (response.status === HTTP_STATUS.unauthorized && apiPathOf(request.url) !== null) apiAccess()?.onUnauthorized();
}

// ky arrives with the first call: the public screens paint and hydrate without it.
let kyModule: typeof import('ky') | null = null;
let client: Promise<KyInstance> | null = null;

function http(): Promise<KyInstance> {
  client ??= import('ky').then(
    (loaded) => {
      kyModule = loaded;
      return loaded.default.create(clientOptions);
    },
    (error: unknown) => {
      client = null; // not loaded (offline before the worker cached it): the next call tries again
      throw error;
    },
  );
  return client;
}

const clientOptions: Parameters<KyInstance['create']>[0] = {
  prefixUrl: API_URL.href,
  timeout: 8000,
  headers: { Accept: 'application/json' },
  retry: {
    limit: 3,
    methods: ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'],
    statusCodes: SERVER_ERRORS,
    retryOnTimeout: true,
    delay: (attempt) => 1000 * 2 ** (attempt - 1),
    backoffLimit: 4000,
    // A refused call stays refused; offline, waiting out three backoffs helps nobody.
    shouldRetry: ({ error }) => (error instanceof ApiError || isOffline() ? false : undefined),
  },
  hooks: { beforeRequest: [applyHeaderPolicy], afterResponse: [handleStatus] },
};

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (kyModule && error instanceof kyModule.HTTPError) {
    const text = await error.response.text().catch(() => '');
    return new ApiError(error.response.status, errorBodyFrom(text));
  }
  return new ApiError(0, { message: NETWORK_MESSAGE }, 'network');
}

/** The service worker's mark on an answer it served from its cache (sw/api-cache.ts). */
const CACHED_ANSWER_HEADER = 'x-balcao-cache';

/**
 * Dexie is the app's offline source: a stale answer the service worker served must never
 * overwrite it, so it counts as no answer at all (the refreshers keep Dexie offline).
 */
function freshOnly(response: KyResponse): KyResponse {
  if (response.headers.get(CACHED_ANSWER_HEADER) === 'hit') throw new ApiError(0, { message: NETWORK_MESSAGE }, 'network');
  return response;
}

function parseJson<T>(text: string): T {
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

type Method = 'get' | 'post' | 'put' | 'delete';
type SearchParams = Record<string, string | number | boolean | undefined>;

interface CallOptions {
  /** the partner header; defaults to the current partner */
  partnerId?: number;
  json?: unknown;
  searchParams?: SearchParams;
  /** sent as Idempotency-Key; every retry of this call carries the same key */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** the fetch priority: 'low' for what the screen on view does not wait for */
  priority?: RequestPriority;
}

/** A path as the docs write it ('/user/me'), or an address the API answered with ('/api/ecommerce/…'). */
function relativeApiPath(path: string): string {
  const relative = path.startsWith(`${API_PATH}/`) ? path.slice(API_PATH.length) : path;
  return relative.replace(/^\//, '');
}

/**
 * A call's own signal ends it at once, also while ky still loads or the header policy still waits (the version file
 * retries for up to a minute): ky hands the signal only to fetch, after the hooks.
 */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

async function send(method: Method, path: string, options: CallOptions, accept?: string): Promise<KyResponse> {
  return untilAborted(sendNow(method, path, options, accept), options.signal);
}

async function sendNow(method: Method, path: string, options: CallOptions, accept?: string): Promise<KyResponse> {
  const headers: Record<string, string> = {};
  if (accept) headers.Accept = accept;
  if (options.partnerId !== undefined) headers.partner = String(options.partnerId);
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  const searchParams = options.searchParams
    ? (Object.fromEntries(Object.entries(options.searchParams).filter(([, v]) => v !== undefined)) as Record<string, string>)
    : undefined;
  return (await http())(relativeApiPath(path), {
    method, headers, json: options.json, searchParams, signal: options.signal, priority: options.priority,
  });
}

/** Calls the API (path as in the docs, e.g. '/user/me'); resolves with the parsed JSON. */
export async function request<T>(method: Method, path: string, options: CallOptions = {}): Promise<T> {
  try {
    const response = freshOnly(await send(method, path, options));
    return parseJson<T>(await response.text());
  } catch (error) {
    throw await toApiError(error);
  }
}

/** GETs a binary answer (a PDF) with the same headers, retries and errors as `request`. */
export async function requestBlob(path: string, options: CallOptions = {}): Promise<Blob> {
  try {
    const response = freshOnly(await send('get', path, options, '*/*'));
    return await response.blob();
  } catch (error) {
    throw await toApiError(error);
  }
}

/** A static file of the app's origin (no API headers); `retries` gaps of `retryDelay` ms. */
async function requestStatic(path: string, retries = 0, retryDelay = 500): Promise<string> {
  try {
    const response = await (await http()).get(path.replace(/^\//, ''), {
      prefixUrl: `${ORIGIN}/`,
      headers: { Accept: '*/*' },
      retry: { limit: retries, delay: () => retryDelay, shouldRetry: () => !isOffline() },
    });
    return await response.text();
  } catch (error) {
    throw await toApiError(error);
  }
}

let version: Promise<string> | null = null;

/** The app-version header: /version.json's currentVersion, fetched once (5 retries, 500 ms apart). */
function appVersion(): Promise<string> {
  version ??= requestStatic('/version.json', 5, 500)
    .then((text) => (JSON.parse(text) as CurrentVersionFile).currentVersion)
    .then((value) => {
      if (typeof value !== 'string' || value === '') throw new Error('version.json sem currentVersion');
      return value;
    })
    .catch(() => {
      // Unreachable now: send the built version and ask again next time.
      version = null;
      return config.version;
    });
  return version;
}
