import type { ApiErrorBody } from '../domain/entities/system';

/**
 * Every failed call: `http` carries the answer's status and parsed JSON body;
 * `refused` (status 0) never left the app (a required header was missing);
 * `network` (status 0) got no answer (offline, timeout, connection lost).
 */
export type ApiErrorKind = 'http' | 'refused' | 'network';

export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;
  readonly kind: ApiErrorKind;

  constructor(status: number, body: ApiErrorBody, kind: ApiErrorKind = 'http') {
    super(body.message || `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.kind = kind;
  }
}

export const HTTP_STATUS = {
  badRequest: 400,
  unauthorized: 401,
  notFound: 404,
  locked: 423,
  cancelled: 499,
  serverError: 500,
} as const;

export const NETWORK_MESSAGE = 'Não foi possível conectar ao servidor. Verifique sua conexão com a internet.';
export const CANCELLED_MESSAGE = 'A solicitação foi cancelada. Por favor, tente novamente.';

/**
 * The answer's body as ApiErrorBody: parsed JSON when possible, else the raw text.
 * `message` is '' when the server sent none: each screen applies the spec's default.
 */
export function errorBodyFrom(text: string): ApiErrorBody {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      const body = parsed as Record<string, unknown>;
      return { ...body, message: typeof body.message === 'string' ? body.message : '' };
    }
  } catch {
    // not JSON: fall through to the raw text
  }
  return { message: text.trim().startsWith('<') ? '' : text.trim() };
}
