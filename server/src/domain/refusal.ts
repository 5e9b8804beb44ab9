/**
 * Why a use case says no, in words the customer reads. Domain code and services throw it; the HTTP layer
 * answers it with the kind's status and `{ message, ...details }` (http/errors.ts), another caller (the CSV
 * import, a batch row) with its own report.
 */
export type RefusalKind = 'invalid' | 'forbidden' | 'not-found' | 'conflict' | 'refused' | 'locked';

export class Refusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

export function refuse(kind: RefusalKind, message: string, details: Record<string, unknown> = {}): never {
  throw new Refusal(kind, message, details);
}
