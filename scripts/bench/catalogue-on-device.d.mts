// Types of catalogue-on-device.mjs.
import type { Page } from '@playwright/test';

export function waitForWholeCatalogue(
  page: Page,
  where: { username: string; partnerId: number },
  polling: { timeoutMs: number; intervalMs: number },
): Promise<void>;
