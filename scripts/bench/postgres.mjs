// A throwaway PostgreSQL server (Debian's binaries) in a temporary folder, listening on a
// Unix socket only. PostgreSQL refuses to run as root, so the cluster belongs to `nobody`.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function binaries() {
  const base = '/usr/lib/postgresql';
  const version = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a))[0] : undefined;
  return version ? join(base, version, 'bin') : null;
}

export function postgresAvailable() {
  return binaries() !== null;
}

export function startPostgres() {
  const bin = binaries();
  if (!bin) throw new Error('PostgreSQL binaries not found: apt-get install -y postgresql');
  const folder = mkdtempSync(join(tmpdir(), 'balcao-pg-'));
  chmodSync(folder, 0o777);
  const asRoot = process.getuid?.() === 0;
  const run = (tool, args) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'nobody', '--', join(bin, tool), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, tool), args, { stdio: 'pipe' });
  const data = join(folder, 'data');
  const socket = join(folder, 'sock');
  execFileSync('mkdir', ['-p', socket]);
  chmodSync(socket, 0o777);
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'nobody', '--no-sync']);
  const options = `-k ${socket} -h '' -c max_connections=200 -c shared_buffers=256MB`;
  run('pg_ctl', ['-D', data, '-o', options, '-l', join(folder, 'log'), '-w', 'start']);
  return {
    url: `postgres://nobody@/postgres?host=${encodeURIComponent(socket)}`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
