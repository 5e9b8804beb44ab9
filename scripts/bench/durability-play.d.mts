// Types of durability-play.mjs.
import type { BrowserContext, Page } from '@playwright/test';
import type { DurabilityOperation, OperationKind, OperationMix, OrderVerdict, Verdict } from './durability-ops.mjs';
import type { FaultProxy } from './fault-proxy.mjs';

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
  /** the server's own address (the run's reads and writes) */
  baseURL: string;
  /** between the page and the server: 'fault' operations set it */
  proxy?: FaultProxy;
  partnerId: number;
  seed: number;
  count: number;
  mix?: OperationMix;
  /** played instead of the drawn ones */
  operations?: DurabilityOperation[];
  productCount?: number;
  onStep?: (index: number, operation: DurabilityOperation) => void;
}): Promise<DurabilityRun>;
