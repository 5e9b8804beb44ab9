// The built server with a fresh embedded database and the demo data, one per Playwright worker: tests share the
// demo customers, so two workers must never share a database. The bench's server start (scripts/bench/server.mjs).
import { rmSync } from 'node:fs';
import { startServer } from '../../../scripts/bench/server.mjs';

export interface AppServer {
  url: string;
  stop(): Promise<void>;
}

const root = new URL('../../../', import.meta.url);

/** The PSP's PIX notifications reach a test server at /api/integration/v1/webhook/<this>/pix (pix-webhook.spec.ts). */
export const E2E_PIX_WEBHOOK_SECRET = 'segredo-do-webhook-pix-e2e';

export function startAppServer(port: number): Promise<AppServer> {
  const dataDir = `.data/e2e-${port}`;
  rmSync(new URL(dataDir, root), { recursive: true, force: true });
  return startServer(root, { port, dataDir, env: { DEV_ROUTES: '1', PIX_WEBHOOK_SECRET: E2E_PIX_WEBHOOK_SECRET } });
}
