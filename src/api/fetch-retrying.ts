// What the one HTTP client (client.ts) asks of fetch: a deadline per attempt, retries with backoff, a step before each
// attempt and one after each answer. Ours rather than a library's: ky did this and much the app never used, 4.8 KB
// gzip on the path of every signed-in screen (docs/design.md budgets the home's JS).

/** An answer outside 2xx; `response` is unread. */
export class HttpError extends Error {
  constructor(readonly response: Response) {
    super(`HTTP ${response.status}`);
  }
}

/** An attempt that got no answer within its deadline. */
export class TimeoutError extends Error {}

export interface RetryPolicy {
  /** attempts after the first */
  limit: number;
  /** answers worth asking again for; a lost connection and a timeout always are */
  statusCodes?: readonly number[];
  /** ms before retry number `retry` (1, 2, …) */
  delay: (retry: number) => number;
  /** false: this error ends the call at once */
  shouldRetry?: (error: unknown) => boolean;
}

export interface AttemptOptions {
  method: string;
  headers: Record<string, string>;
  json?: unknown;
  signal?: AbortSignal;
  priority?: RequestPriority;
  timeoutMs: number;
  retry: RetryPolicy;
  /** may change the request's headers, or throw to keep it from leaving */
  beforeRequest?: (request: Request) => Promise<void>;
  afterResponse?: (request: Request, response: Response) => void;
}

/** `url` fetched under `options`' deadline and retries: the first 2xx answer, else the last failure. */
export async function fetchRetrying(url: URL, options: AttemptOptions): Promise<Response> {
  for (let retry = 1; ; retry++) {
    try {
      return await attempt(url, options);
    } catch (error) {
      if (retry > options.retry.limit || !worthRetrying(error, options.retry)) throw error;
      await pause(options.retry.delay(retry), options.signal);
    }
  }
}

function worthRetrying(error: unknown, retry: RetryPolicy): boolean {
  if (retry.shouldRetry?.(error) === false) return false;
  if (error instanceof HttpError) return retry.statusCodes?.includes(error.response.status) ?? false;
  // fetch rejects a lost connection with a TypeError
  return error instanceof TimeoutError || error instanceof TypeError;
}

async function attempt(url: URL, options: AttemptOptions): Promise<Response> {
  const headers = new Headers(options.headers);
  if (options.json !== undefined) headers.set('Content-Type', 'application/json');
  const request = new Request(url, {
    method: options.method.toUpperCase(),
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
    priority: options.priority,
  });
  await options.beforeRequest?.(request);
  const deadline = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    deadline.abort();
  }, options.timeoutMs);
  const abort = () => deadline.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', abort, { once: true });
  try {
    const response = await fetch(request, { signal: deadline.signal });
    options.afterResponse?.(request, response);
    if (!response.ok) throw new HttpError(response);
    return response;
  } catch (error) {
    throw timedOut ? new TimeoutError('timeout') : error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abort);
  }
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const done = () => {
      signal?.removeEventListener('abort', stop);
      resolve();
    };
    const timer = setTimeout(done, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', stop, { once: true });
  });
}
