// Webhook throughput: events made by real requests (status changes through the development route, each queuing an
// `order.changed` in its transaction) and delivered by the server's worker to a local receiver that verifies every
// signature with the Standard Webhooks reference library. Delivered per second = events / (last receipt − first
// request): a figure of the whole path, request to receipt.
import { randomUUID } from 'node:crypto';
import { Agent, createServer, request } from 'node:http';
import pg from 'pg';
import { Webhook } from 'standardwebhooks';

const COMPANY = { username: '11222333000181', code: '482915' };
const OPERATOR_SECRET = 'segredo-do-operador-do-benchmark-comprido';
const agent = new Agent({ keepAlive: true, maxSockets: Infinity });

function call(base, path, { method = 'GET', headers = {}, body } = {}) {
  const payload = body && JSON.stringify(body);
  const all = { 'Content-Type': 'application/json', ...headers };
  if (payload) all['Content-Length'] = Buffer.byteLength(payload);
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers: all, agent }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: response.statusCode, body: text ? JSON.parse(text) : null });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** Counts the events it receives by webhook-id; answers 401 to a signature the reference library refuses. */
function startReceiver() {
  const verifiers = [];
  const seen = new Map();
  const state = { received: 0, duplicates: 0, refused: 0, latencies: [], lastAt: 0 };
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const payload = verifiers.map((verifier) => {
        try {
          return verifier.verify(body, req.headers);
        } catch {
          return null;
        }
      }).find(Boolean);
      if (!payload) {
        state.refused++;
        res.writeHead(401).end();
        return;
      }
      const id = req.headers['webhook-id'];
      if (seen.has(id)) state.duplicates++;
      else {
        seen.set(id, true);
        state.received++;
        state.lastAt = Date.now();
        state.latencies.push(state.lastAt - new Date(payload.timestamp).getTime());
      }
      res.writeHead(204).end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}/webhooks`,
        state,
        trust: (secret) => verifiers.push(new Webhook(secret)),
        close: () => new Promise((done) => {
          server.closeAllConnections();
          server.close(done);
        }),
      }),
    ),
  );
}

/**
 * The worker alone: `events` deliveries written straight into the queue (PostgreSQL only: PGlite admits one process),
 * then one write request wakes the worker; events delivered per second until the last one is received.
 */
async function drainBacklog(base, databaseUrl, endpoint, receiver, events, timeoutMs) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const before = receiver.state.received;
    await client.query(
      `WITH events AS (
         INSERT INTO webhook_events (id, partner_id, type, body, created_at)
         SELECT 'msg_bench' || n, 1, 'order.changed', json_build_object('type', 'order.changed', 'timestamp', now(), 'data', json_build_object('n', n))::text, now()
           FROM generate_series(1, $1) AS n RETURNING id
       )
       INSERT INTO webhook_deliveries (event_id, endpoint_id, status, retry_from, next_attempt_at, created_at)
       SELECT id, $2, 'pending', now(), now(), now() FROM events`,
      [events, endpoint.id],
    );
    const started = Date.now();
    await call(base, `/api/integration/v1/webhooks/${endpoint.id}`, { method: 'PATCH', headers: { Authorization: `Bearer ${endpoint.token}` }, body: { enabled: true } });
    const deadline = Date.now() + timeoutMs;
    while (receiver.state.received - before < events && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    const received = receiver.state.received - before;
    return { events, received, perSecond: (received * 1000) / Math.max(1, receiver.state.lastAt - started) };
  } finally {
    await client.end();
  }
}

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];

/** The environment the server needs for this measure: development routes, local webhooks, the operator's routes. */
export const WEBHOOK_BENCH_ENV = { DEV_ROUTES: '1', WEBHOOKS_ALLOW_LOCAL: '1', OPERATOR_SECRET };

/** `events` status changes by `clients` concurrent clients (one order each), then waits for every delivery. */
export async function webhookThroughput(base, { events = 2000, clients = 8, timeoutMs = 180_000, databaseUrl = null } = {}) {
  const receiver = await startReceiver();
  const endpoints = [];
  try {
    for (const partner of [1, 2]) {
      const token = await call(base, `/api/integration/v1/operator/partners/${partner}/tokens`, {
        method: 'POST', headers: { Authorization: `Bearer ${OPERATOR_SECRET}` }, body: { name: 'Benchmark', scopes: ['webhooks'] },
      });
      if (token.status !== 201) throw new Error(`operator token for partner ${partner} answered ${token.status}`);
      const endpoint = await call(base, '/api/integration/v1/webhooks', {
        method: 'POST', headers: { Authorization: `Bearer ${token.body.token}` }, body: { url: receiver.url, events: ['order.changed'] },
      });
      if (endpoint.status !== 201) throw new Error(`webhook creation answered ${endpoint.status}: ${JSON.stringify(endpoint.body)}`);
      receiver.trust(endpoint.body.secret);
      endpoints.push({ id: endpoint.body.id, token: token.body.token });
    }
    const deviceId = randomUUID();
    const signIn = await call(base, '/api/ecommerce/authentication', { method: 'POST', headers: { deviceId }, body: { ...COMPANY, password: COMPANY.code, keepConnected: false } });
    if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}`);
    const headers = { deviceId, Authorization: `Bearer ${signIn.body.token}` };
    const orders = [];
    for (const partner of [1, 2]) {
      const history = await call(base, `/api/ecommerce/v2/orders/history/${partner}`, { headers });
      orders.push(...history.body.filter((order) => order.status !== 'Cancelado'));
    }
    const owned = orders.slice(0, clients);
    if (owned.length === 0) throw new Error('no order to change');

    let sent = 0;
    let errors = 0;
    const started = Date.now();
    await Promise.all(owned.map(async (order) => {
      let status = order.status === 'Separado' ? 'Liberado' : 'Separado';
      while (sent < events) {
        sent++;
        const res = await call(base, `/api/ecommerce/dev/orders/${order.id}/status`, { method: 'POST', headers: { ...headers, 'Idempotency-Key': randomUUID() }, body: { status } });
        if (res.status !== 204) errors++;
        status = status === 'Separado' ? 'Liberado' : 'Separado';
      }
    }));
    const producedMs = Date.now() - started;
    const expected = events - errors;
    const deadline = Date.now() + timeoutMs;
    while (receiver.state.received < expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    // A moment more: a delivery sent twice would show up now.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const { received, duplicates, refused, lastAt } = receiver.state;
    const latencies = [...receiver.state.latencies];
    const backlog = databaseUrl ? await drainBacklog(base, databaseUrl, endpoints[0], receiver, events, timeoutMs) : null;
    return {
      backlog,
      events: expected,
      received,
      duplicates,
      refused,
      requestErrors: errors,
      producedPerSecond: (expected * 1000) / producedMs,
      deliveredPerSecond: (received * 1000) / Math.max(1, lastAt - started),
      latencyP50: percentile(latencies, 50),
      latencyP99: percentile(latencies, 99),
    };
  } finally {
    await receiver.close();
  }
}
