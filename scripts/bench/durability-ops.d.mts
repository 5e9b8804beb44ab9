// Types of durability-ops.mjs (plain JavaScript, shared by the bench and the e2e test).
import type { Fault } from './fault-proxy.mjs';
export type UserChange =
  | { kind: 'cart'; product: number; action: 'plus' | 'minus' | 'remove' }
  | { kind: 'cart'; product: number; action: 'type'; text: string }
  | { kind: 'favorite'; product: number };

export type DurabilityOperation =
  | UserChange
  | { kind: 'offline' | 'online' | 'reload' | 'reopen' }
  | { kind: 'tab'; steps: [UserChange, UserChange] }
  | { kind: 'interrupt'; how: 'reload' | 'reopen' }
  | { kind: 'checkout'; product: number }
  | { kind: 'price'; product: number; factor: number }
  | { kind: 'fault'; fault: Fault | Fault[] };

export type OperationKind = DurabilityOperation['kind'];

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

export interface QueuedOrder {
  orderId: string;
  /** what the checkout screen showed: productId → packages, and the total */
  shown: { items: Record<number, number>; total: number };
  /** a price of it changed on the server before it could be sent */
  mustReview: boolean;
  /** the server's stored answer to its idempotency key */
  answer: { status: number; orderId?: number; differences?: Array<{ kind: string; productId?: number; expected?: unknown; actual?: unknown }> };
}

export interface OrderVerdict {
  queued: number;
  placed: number;
  reviews: number;
  ordersTwice: number;
  wrongTerms: number;
  lostOrders: number;
  needlessReviews: number;
  problems: Array<{ orderId: string | null; kind: string; what: string }>;
}

export const KINDS: OperationKind[];
export interface OperationMix {
  /** 'fault' operations among the others */
  faults?: boolean;
  /** only these kinds ('offline' for the network switches) */
  only?: OperationKind[];
}
export function durabilityMix(env?: Record<string, string | undefined>): OperationMix;
export const FAULTS: Array<[Fault | Fault[], number]>;
export function coveringSeed(seed: number, count: number, products: number, mix?: OperationMix): number;
export function countKinds(operations: DurabilityOperation[]): Record<OperationKind, number>;
export function orderVerdict(
  queued: QueuedOrder[],
  placed: Array<{ id: number; total: number; items: Record<number, number> }>,
  priced: Set<number>,
): OrderVerdict;
export function seededRandom(seed: number): () => number;
export function durabilitySeed(env?: Record<string, string | undefined>): number;
export function generateOperations(seed: number, count: number, products: number, mix?: OperationMix): DurabilityOperation[];
export function verdict(products: DurabilityProduct[], server: ServerState): Verdict;
export const MAX_QUANTITY: number;
