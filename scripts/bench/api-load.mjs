// The API under load: concurrent clients reading and writing carts on loopback for a fixed
// time. Each client owns one product of one demo cart and remembers the last quantity the
// server acknowledged; at the end every cart must hold exactly those quantities.
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';

const CUSTOMERS = [
  { username: '11222333000181', code: '482915', partners: [1, 2] },
  { username: '52998224725', code: '730461', partners: [1] },
];
const MAX_QUANTITY = 15; // under the excessive-quantity threshold, so no write needs a confirmation

// node:http with kept-alive connections, one per client: fetch costs the generator about twice
// the CPU per request, and the generator shares the machine's two cores with the server.
const agent = new Agent({ keepAlive: true, maxSockets: Infinity });

function call(base, path, { method = 'GET', token, deviceId, partner, body } = {}) {
  const headers = { deviceId, 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (partner) headers.partner = String(partner);
  if (method !== 'GET') headers['Idempotency-Key'] = randomUUID();
  const payload = body && JSON.stringify(body);
  if (payload) headers['Content-Length'] = Buffer.byteLength(payload);
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers, agent }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        try {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: response.statusCode, body: text ? JSON.parse(text) : null });
        } catch (error) {
          reject(error);
        }
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

async function signIn(base, customer) {
  const deviceId = randomUUID();
  const { status, body } = await call(base, '/authentication', {
    method: 'POST',
    deviceId,
    body: { username: customer.username, password: customer.code, keepConnected: false },
  });
  if (status !== 200) throw new Error(`sign-in of ${customer.username} answered ${status}`);
  return { token: body.token, deviceId };
}

/** One client per (customer, partner, product): `clients` spread over the demo carts. */
async function prepareClients(base, clients) {
  const carts = [];
  for (const customer of CUSTOMERS) {
    const session = await signIn(base, customer);
    for (const partner of customer.partners) {
      const cart = await call(base, `/v2/cart/${partner}`, { ...session, partner });
      const page = await call(base, `/purchase/search?filter=&page=0&size=${clients}`, { ...session, partner });
      if (cart.status !== 200 || page.status !== 200) throw new Error('could not read the demo carts and catalogue');
      carts.push({ session, partner, cartId: cart.body.id, products: page.body.items.map((entry) => entry.product) });
    }
  }
  return Array.from({ length: clients }, (_, index) => {
    const cart = carts[index % carts.length];
    const product = cart.products[Math.floor(index / carts.length)];
    return { ...cart, productId: product.id, packageId: product.packages[0].id, acknowledged: null, sent: 0 };
  });
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);

function summary(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

export async function apiLoad(base, { clients = 100, seconds = 30 } = {}) {
  const api = `${base}/api/ecommerce`;
  const all = await prepareClients(api, clients);
  const reads = [];
  const writes = [];
  const errors = new Map();
  const countError = (kind) => errors.set(kind, (errors.get(kind) ?? 0) + 1);
  const deadline = performance.now() + seconds * 1000;

  async function loop(client) {
    const { session, partner, cartId } = client;
    while (performance.now() < deadline) {
      const started = performance.now();
      try {
        if (Math.random() < 0.5) {
          const { status } = await call(api, `/v2/cart/${partner}`, { ...session, partner });
          if (status !== 200) countError(`GET ${status}`);
          else reads.push(performance.now() - started);
        } else {
          const quantity = (client.sent++ % MAX_QUANTITY) + 1;
          const body = { productId: client.productId, quantity, productPackageId: client.packageId, confirmationExcessiveQuantity: false };
          const { status } = await call(api, `/v2/cart/${cartId}/item`, { ...session, partner, method: 'PUT', body });
          if (status !== 200) countError(`PUT ${status}`);
          else {
            client.acknowledged = quantity;
            writes.push(performance.now() - started);
          }
        }
      } catch (error) {
        countError(error instanceof Error ? error.message.slice(0, 60) : 'network');
      }
    }
  }

  const started = performance.now();
  await Promise.all(all.map(loop));
  const elapsed = (performance.now() - started) / 1000;

  let mismatches = 0;
  const seen = new Map();
  for (const client of all) {
    const key = `${client.session.token}:${client.partner}`;
    if (!seen.has(key)) seen.set(key, (await call(api, `/v2/cart/${client.partner}`, { ...client.session, partner: client.partner })).body);
    const item = seen.get(key).items.find((entry) => entry.productId === client.productId);
    if ((item?.quantity ?? null) !== client.acknowledged) mismatches += 1;
  }
  agent.destroy();
  const errorCount = [...errors.values()].reduce((sum, n) => sum + n, 0);
  return {
    requestsPerSecond: (reads.length + writes.length + errorCount) / elapsed,
    reads: summary(reads),
    writes: summary(writes),
    errors: errorCount,
    errorKinds: Object.fromEntries(errors),
    mismatches,
    clients,
    seconds: elapsed,
  };
}
