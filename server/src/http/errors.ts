import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { ApiErrorBody } from '../../../src/domain/entities/system';
import { Refusal, type RefusalKind } from '../domain/refusal';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
  }
}

export function fail(status: number, message: string, extra: Record<string, unknown> = {}): never {
  throw new HttpError(status, { message, ...extra });
}

export const INVALID_BODY = 'Corpo da requisição inválido.';
export const SESSION_EXPIRED = 'Sessão expirada. Entre novamente.';
export const NOT_FOUND = 'Recurso não encontrado.';
export const SERVER_ERROR = 'Não foi possível realizar a operação, tente novamente.';

/** Zod result → value, or a 400 carrying the first issue's Portuguese message. */
export function parse<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  fail(400, result.error.issues[0]?.message ?? 'Requisição inválida.');
}

export async function readJson(c: Context): Promise<unknown> {
  try {
    // The text is already read (and cached) by the NUL check: parsing it avoids building a second Request body.
    return JSON.parse(await c.req.text());
  } catch {
    fail(400, INVALID_BODY);
  }
}

/**
 * What the log may say of an unexpected error: a database error's code and statement
 * (its `$n` placeholders, never their values), otherwise the stack. A database message
 * can quote user input, so it is left out.
 */
export function loggableError(error: Error): string {
  const { code, query } = error as Error & { code?: unknown; query?: unknown };
  if (typeof code === 'string') {
    const statement = typeof query === 'string' ? ` in: ${query.replace(/\s+/g, ' ').trim()}` : '';
    return `database error ${code}${statement}`;
  }
  return error.stack ?? `${error.name}: ${error.message}`;
}

const REFUSAL_STATUS: Record<RefusalKind, ContentfulStatusCode> = {
  invalid: 400, forbidden: 403, 'not-found': 404, conflict: 409, refused: 422, locked: 423,
};

export function onError(error: Error, c: Context) {
  if (error instanceof HttpError) return c.json(error.body, error.status as ContentfulStatusCode);
  if (error instanceof Refusal) return c.json({ message: error.message, ...error.details }, REFUSAL_STATUS[error.kind]);
  console.error(`${c.req.method} ${c.req.routePath}: ${loggableError(error)}`);
  return c.json({ message: SERVER_ERROR }, 500);
}
