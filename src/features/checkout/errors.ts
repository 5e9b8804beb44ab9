import { ApiError } from '../../api/errors';
import type { TermsRefusal } from '../../domain/entities/checkout';

/** No answer came back (offline, timeout, dropped connection): the attempt may still have landed. */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof ApiError) return error.kind === 'network';
  return error instanceof TypeError;
}

/** The server's own message, or '' when there is none. */
export function serverMessage(error: unknown): string {
  return error instanceof ApiError && error.kind === 'http' ? error.body.message : '';
}

export interface FieldError {
  field: string;
  errorMessage: string;
}

/** `errors: [{field, errorMessage}]` of a 400 answer, when present. */
export function serverFieldErrors(error: unknown): FieldError[] {
  if (!(error instanceof ApiError)) return [];
  const errors = error.body.errors;
  return Array.isArray(errors)
    ? errors.filter((e): e is FieldError => typeof e?.field === 'string' && typeof e?.errorMessage === 'string')
    : [];
}

/** A 409 whose body lists the differences: the order's terms changed and nothing was placed. */
export function termsRefusal(error: unknown): TermsRefusal | null {
  if (!(error instanceof ApiError) || error.status !== 409 || !Array.isArray(error.body.differences)) return null;
  return { message: error.body.message, differences: error.body.differences as TermsRefusal['differences'] };
}
