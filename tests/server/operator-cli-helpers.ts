// An operator command (`npm run partner`, `partner-token`, `import`) run against a real listening server (the app on
// the test database): it goes through the operator routes over HTTP, as it does beside a running `npm start`.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import type { ServerType } from '@hono/node-server';
import { afterEach, beforeEach } from 'vitest';
import { listen } from '../../server/src/http/node-server';
import { OPERATOR_SECRET, type ServerContext } from './helpers';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Listens on a free port around each test (files run in parallel); the returned function runs the command
 * `server/src/<file>` against it.
 */
export function useOperatorCli(s: ServerContext, file: string) {
  let server: ServerType;
  let port = 0;
  beforeEach(async () => {
    server = await new Promise<ServerType>((resolve) => {
      const started = listen(s.app.fetch, { port: 0, hostname: '127.0.0.1' }, (info) => {
        port = info.port;
        resolve(started);
      });
    });
  });
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const cli = join(import.meta.dirname, '../../server/src', file);
  return (args: string[], env: Record<string, string> = {}): Promise<CliRun> => {
    const base = { PATH: process.env.PATH ?? '', BALCAO_URL: `http://127.0.0.1:${port}`, OPERATOR_SECRET, DATA_DIR: '/nonexistent' };
    return new Promise((resolve) => {
      execFile(process.execPath, ['--import', 'tsx', cli, ...args], { env: { ...base, ...env }, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });
  };
}
