// Types of durability-play.mjs.
import type { BrowserContext, Page } from '@playwright/test';
import type { DurabilityOperation, DurabilityProduct, ServerState, Verdict } from './durability-ops.mjs';

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
