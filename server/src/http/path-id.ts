import { fail } from './errors';

/** A numeric id from the path, or 0, which names nothing (no row has id 0). */
export function pathNumber(value: string): number {
  return /^\d{1,9}$/.test(value) ? Number(value) : 0;
}

/** A numeric id from the path; anything else names nothing, so it is a 404 with the caller's message. */
export function pathId(value: string, notFoundMessage: string): number {
  const id = pathNumber(value);
  if (id === 0) fail(404, notFoundMessage);
  return id;
}

/** A numeric id from the path; anything else is malformed input: a 400 with the caller's message. */
export function pathIdOrBadRequest(value: string, badIdMessage: string): number {
  const id = pathNumber(value);
  if (id === 0) fail(400, badIdMessage);
  return id;
}
