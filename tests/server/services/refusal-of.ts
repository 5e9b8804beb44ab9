import { expect } from 'vitest';
import { Refusal } from '../../../server/src/domain/refusal';

/** The refusal a service call ends in; fails the test when it ends otherwise. */
export async function refusalOf(promise: Promise<unknown>): Promise<Refusal> {
  const error = await promise.then(() => undefined, (reason: unknown) => reason);
  expect(error).toBeInstanceOf(Refusal);
  return error as Refusal;
}
