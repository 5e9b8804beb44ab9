// Types of durability-ops.mjs (plain JavaScript, shared by the bench and the e2e test).
export type DurabilityOperation =
  | { kind: 'cart'; product: number; action: 'plus' | 'minus' | 'remove' }
  | { kind: 'cart'; product: number; action: 'type'; text: string }
  | { kind: 'favorite'; product: number }
  | { kind: 'offline' | 'online' | 'reload' | 'reopen' };

export interface DurabilityProduct {
  id: number;
  code: string;
  family: string;
  /** every cart quantity the user set, the first being the server's at the start */
  quantities: number[];
  favorite: boolean;
}

export interface ServerState {
  cart: Array<{ productId: number; quantity: number }>;
  favorites: number[];
}

export interface Problem {
  code: string;
  what: 'cart' | 'favorite' | 'screen';
  kind: 'lost' | 'duplicated';
  expected: unknown;
  got: unknown;
}

export interface Verdict {
  lost: number;
  duplicated: number;
  problems: Problem[];
}

export function seededRandom(seed: number): () => number;
export function durabilitySeed(env?: Record<string, string | undefined>): number;
export function generateOperations(seed: number, count: number, products: number): DurabilityOperation[];
export function verdict(products: DurabilityProduct[], server: ServerState): Verdict;
export const MAX_QUANTITY: number;
