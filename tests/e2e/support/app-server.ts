// The built server with a fresh embedded database and the demo data, one per Playwright worker: tests share the
// demo customers, so two workers must never share a database.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const STARTUP_TIMEOUT_MS = 60_000;

export interface AppServer {
  url: string;
  stop(): Promise<void>;
}

export async function startAppServer(port: number): Promise<AppServer> {
  const dataDir = `.data/e2e-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ['dist/server/main.mjs'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DEV_ROUTES: '1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server on ${port} exited ${child.exitCode}: ${stderr}`);
    if (await fetch(`${url}/version.json`).then((response) => response.ok, () => false)) break;
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`the server on ${port} did not answer in ${STARTUP_TIMEOUT_MS / 1000} s: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
