// npm run bench:api — the API under load on both databases: the embedded PGlite and a
// throwaway PostgreSQL server (when Debian's binaries are installed).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiLoad } from './bench/api-load.mjs';
import { postgresAvailable, startPostgres } from './bench/postgres.mjs';
import { printReport, record, recordMissing } from './bench/report.mjs';
import { seedCatalogue, startServer } from './bench/server.mjs';
import { WEBHOOK_BENCH_ENV, webhookThroughput } from './bench/webhook-throughput.mjs';

const root = new URL('../', import.meta.url);
const PORT = Number(process.env.BENCH_PORT ?? 8182);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);

/** CPU seconds a process has used so far (Linux), or null elsewhere. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** Runs the load against a fresh server on `env`'s database and records its rows. */
export async function loadRows(label, env) {
  const dataDir = mkdtempSync(join(tmpdir(), 'balcao-load-'));
  let server;
  try {
    await seedCatalogue(root, dataDir, 520, env);
    server = await startServer(root, { port: PORT, dataDir, env });
    // The generator shares the machine with the server (and PostgreSQL): how much CPU each took per request.
    const serverBefore = cpuSeconds(server.pid);
    const generatorBefore = process.cpuUsage();
    const result = await apiLoad(server.url, { clients: CLIENTS, seconds: SECONDS });
    const generatorCpu = process.cpuUsage(generatorBefore);
    const served = result.reads.count + result.writes.count;
    const perRequest = (seconds) => `${((seconds * 1000) / served).toFixed(2)} ms`;
    const serverCpu = serverBefore === null ? null : cpuSeconds(server.pid) - serverBefore;
    const within = result.requestsPerSecond >= 1000 && result.reads.p99 <= 100 && result.writes.p99 <= 100 && result.errors === 0;
    record(`API load on ${label}: requests/s`, result.requestsPerSecond, {
      budget: label === 'PostgreSQL' ? '≥ 1000/s, p99 ≤ 100 ms' : null,
      within,
      note: `${result.clients} clients, ${result.seconds.toFixed(0)} s; CPU per request: server ${serverCpu === null ? 'n/a' : perRequest(serverCpu)}, load generator ${perRequest((generatorCpu.user + generatorCpu.system) / 1e6)}; load average ${loadavg()[0].toFixed(1)}`,
    });
    record(`API load on ${label}: cart read p50 / p99`, `${result.reads.p50.toFixed(0)} / ${result.reads.p99.toFixed(0)} ms`, { note: `${result.reads.count} reads` });
    record(`API load on ${label}: cart write p50 / p99`, `${result.writes.p50.toFixed(0)} / ${result.writes.p99.toFixed(0)} ms`, { note: `${result.writes.count} writes` });
    record(`API load on ${label}: errors, lost writes`, `${result.errors}, ${result.mismatches}`, {
      budget: '0, 0',
      within: result.errors === 0 && result.mismatches === 0,
      note: result.errors ? JSON.stringify(result.errorKinds) : 'final quantities = last acknowledged writes',
    });
  } catch (error) {
    recordMissing(`API load on ${label}`, error instanceof Error ? error.message.split('\n')[0] : String(error));
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Webhooks delivered per second by a fresh server on `env`'s database (scripts/bench/webhook-throughput.mjs). */
export async function webhookRows(label, env) {
  const dataDir = mkdtempSync(join(tmpdir(), 'balcao-webhooks-'));
  let server;
  try {
    await seedCatalogue(root, dataDir, 20, env);
    server = await startServer(root, { port: PORT, dataDir, env: { ...env, ...WEBHOOK_BENCH_ENV } });
    const result = await webhookThroughput(server.url, { events: Number(process.env.BENCH_WEBHOOK_EVENTS ?? 2000), databaseUrl: env.DATABASE_URL ?? null });
    record(`Webhooks on ${label}: events delivered/s`, result.deliveredPerSecond, {
      note: `${result.received} of ${result.events} events, request to receipt; made at ${result.producedPerSecond.toFixed(0)}/s by 8 clients`,
    });
    if (result.backlog) {
      record(`Webhooks on ${label}: a queued backlog delivered/s`, result.backlog.perSecond, {
        note: `${result.backlog.received} of ${result.backlog.events} deliveries written to the queue, then one wake-up: the worker alone`,
      });
    }
    record(`Webhooks on ${label}: request → receipt p50 / p99`, `${result.latencyP50} / ${result.latencyP99} ms`);
    record(`Webhooks on ${label}: lost, sent twice, bad signatures`, `${result.events - result.received}, ${result.duplicates}, ${result.refused}`, {
      budget: '0, 0, 0',
      within: result.received === result.events && result.duplicates === 0 && result.refused === 0,
      note: result.requestErrors ? `${result.requestErrors} status changes refused` : 'every signature verified by the standardwebhooks library',
    });
  } catch (error) {
    recordMissing(`Webhooks on ${label}`, error instanceof Error ? error.message.split('\n')[0] : String(error));
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** BENCH_DB=pglite or BENCH_DB=postgres runs one of the two. */
export async function loadOnBothDatabases() {
  const only = process.env.BENCH_DB;
  if (only !== 'postgres') {
    await loadRows('PGlite', {});
    await webhookRows('PGlite', {});
  }
  if (only === 'pglite') return;
  if (!postgresAvailable()) return recordMissing('API load on PostgreSQL', 'no PostgreSQL binaries: apt-get install -y postgresql');
  const postgres = startPostgres();
  try {
    await loadRows('PostgreSQL', { DATABASE_URL: postgres.url });
    await webhookRows('PostgreSQL', { DATABASE_URL: postgres.url });
  } finally {
    postgres.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await loadOnBothDatabases();
  printReport();
}
