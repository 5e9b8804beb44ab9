// Types of durability-ops.mjs (plain JavaScript, shared by the bench and the e2e test).
import type { BrowserContext, Page } from '@playwright/test';

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
export function serverState(baseURL: string, session: { token: string; deviceId: string }, partnerId: number): Promise<ServerState>;
export function pickProducts(page: Page, baseURL: string, partnerId: number, count: number): Promise<DurabilityProduct[]>;
export function playOperations(
  state: { page: Page },
  context: BrowserContext,
  products: DurabilityProduct[],
  operations: DurabilityOperation[],
  onStep?: (index: number, operation: DurabilityOperation) => void,
): Promise<void>;
export function settleAndCompare(
  page: Page,
  baseURL: string,
  partnerId: number,
  products: DurabilityProduct[],
  timeout?: number,
): Promise<Verdict & { pending: number }>;
export function restoreFavorites(page: Page, baseURL: string, partnerId: number, products: DurabilityProduct[], initial: Map<number, boolean>): Promise<void>;
