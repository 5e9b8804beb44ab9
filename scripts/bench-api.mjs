// npm run bench:api — on both databases, the embedded PGlite and a throwaway PostgreSQL server (when Debian's
// binaries are installed): the API under load, the catalogue batch importing 20,000 products, the orders feed over
// 10,000 orders, and webhook throughput. BENCH_API=load, import, feed or webhooks (comma-separated) runs only those.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiLoad } from './bench/api-load.mjs';
import { BENCH_CDN, hundredChangedBytes, importProducts } from './bench/catalogue-import.mjs';
import { readWholeFeed, seedOrders } from './bench/order-feed.mjs';
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

const IMPORTED = 20_000;

/** Imports IMPORTED products on a fresh server on `env`'s database, twice, then measures a device's refresh after 100 change. */
export async function importRows(label, env) {
  const dataDir = mkdtempSync(join(tmpdir(), 'balcao-import-'));
  let server;
  try {
    await seedCatalogue(root, dataDir, 520, env);
    server = await startServer(root, { port: PORT, dataDir, env: { ...env, CDN_HOST: BENCH_CDN } });
    const serverBefore = cpuSeconds(server.pid);
    const first = await importProducts(server.url, IMPORTED);
    const serverCpu = serverBefore === null ? null : cpuSeconds(server.pid) - serverBefore;
    const again = await importProducts(server.url, IMPORTED);
    const budgetSeconds = label === 'PostgreSQL' ? 10 : 15;
    const created = first.statuses.join() === 'created' && again.statuses.join() === 'unchanged';
    record(`catalogue import on ${label}: ${IMPORTED.toLocaleString('en')} products`, `${(first.ms / 1000).toFixed(1)} s`, {
      budget: `≤ ${budgetSeconds} s`,
      within: first.ms <= budgetSeconds * 1000 && created,
      note: `batches of 1,000 over HTTP (statuses ${first.statuses.join('/')}); server CPU ${serverCpu === null ? 'n/a' : `${serverCpu.toFixed(1)} s`}; the same again ${(again.ms / 1000).toFixed(1)} s (${again.statuses.join('/')}); load average ${loadavg()[0].toFixed(1)}`,
    });
    const refresh = await hundredChangedBytes(server.url);
    record(`catalogue refresh after 100 imported price changes (${label})`, Math.round(refresh.bytes / 102.4) / 10, {
      unit: 'KB',
      budget: '≤ 50 KB',
      within: refresh.bytes <= 50 * 1024 && refresh.items === 100,
      note: `${refresh.items} products in ${refresh.pages} page(s), gzip (${Math.round(refresh.jsonBytes / 1024)} KB of JSON)`,
    });
  } catch (error) {
    recordMissing(`catalogue import on ${label}`, error instanceof Error ? error.message.split('\n')[0] : String(error));
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const FEED_ORDERS = 10_000;

/** Partner 1's feed grown to FEED_ORDERS orders on `env`'s database, read from the start by a fresh server. */
export async function feedRows(label, env) {
  const dataDir = mkdtempSync(join(tmpdir(), 'balcao-feed-'));
  let server;
  try {
    await seedCatalogue(root, dataDir, 20, env);
    const orders = await seedOrders(dataDir, env, FEED_ORDERS);
    server = await startServer(root, { port: PORT, dataDir, env });
    const result = await readWholeFeed(server.url, 3);
    record(`orders feed on ${label}: a page of 100, p50 / p99`, `${result.p50.toFixed(1)} / ${result.p99.toFixed(1)} ms`, {
      budget: label === 'PostgreSQL' ? 'p99 ≤ 50 ms' : null,
      within: result.orders === orders && (label !== 'PostgreSQL' || result.p99 <= 50),
      note: `${result.orders.toLocaleString('en')} of ${orders.toLocaleString('en')} orders read, ${result.pages} pages over 3 reads from the start; load average ${loadavg()[0].toFixed(1)}`,
    });
  } catch (error) {
    recordMissing(`orders feed on ${label}`, error instanceof Error ? error.message.split('\n')[0] : String(error));
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Each part (BENCH_API=load, import, feed or webhooks; all by default) on each database (BENCH_DB=pglite or postgres; both by default). */
export async function apiOnBothDatabases() {
  const only = process.env.BENCH_DB;
  const parts = (process.env.BENCH_API ?? 'load,import,feed,webhooks').split(',');
  const runParts = async (label, env) => {
    if (parts.includes('load')) await loadRows(label, env);
    if (parts.includes('import')) await importRows(label, env);
    if (parts.includes('feed')) await feedRows(label, env);
    if (parts.includes('webhooks')) await webhookRows(label, env);
  };
  if (only !== 'postgres') await runParts('PGlite', {});
  if (only === 'pglite') return;
  if (!postgresAvailable()) return recordMissing('API on PostgreSQL', 'no PostgreSQL binaries: apt-get install -y postgresql');
  const postgres = startPostgres();
  try {
    await runParts('PostgreSQL', { DATABASE_URL: postgres.url });
  } finally {
    postgres.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await apiOnBothDatabases();
  printReport();
}
