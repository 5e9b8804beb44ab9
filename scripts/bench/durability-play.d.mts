// Types of durability-play.mjs.
import type { BrowserContext, Page } from '@playwright/test';
import type { DurabilityOperation, OperationKind, OrderVerdict, Verdict } from './durability-ops.mjs';

export interface DurabilityRun {
  seed: number;
  operations: number;
  kinds: Record<OperationKind, number>;
  changes: Verdict & { pending: number };
  orders: OrderVerdict;
  /** orders in review at the end, discarded so their items went back to the cart */
  discarded: number;
  seconds: number;
  /** the page the run ended on (a reopening replaces the first) */
  page: Page;
}

export function runDurability(options: {
  page: Page;
  context: BrowserContext;
  baseURL: string;
  partnerId: number;
  seed: number;
  count: number;
  productCount?: number;
  onStep?: (index: number, operation: DurabilityOperation) => void;
}): Promise<DurabilityRun>;
