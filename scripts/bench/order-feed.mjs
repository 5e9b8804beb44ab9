// The orders feed at a distributor's size (issue 30): partner 1's demo orders copied, lines and all, until it has
// 10,000 in its feed, then read from the start page by page with the partner's token, as an ERP catching up does.
// The copies are written straight into the database before the server starts (PGlite admits one process).
import { PGlite } from '@electric-sql/pglite';
import { join } from 'node:path';
import pg from 'pg';
import { PARTNER_TOKEN } from './catalogue-import.mjs';

const PARTNER = 1;
const COPY_MARK = '-copia-';

async function columnsOf(query, table) {
  const rows = await query(`SELECT column_name FROM information_schema.columns WHERE table_name = $1 AND column_name <> 'id' ORDER BY ordinal_position`, [table]);
  return rows.map((row) => row.column_name);
}

/**
 * Copies the partner's orders and their lines until it has at least `total`, each copy a new change at the end of
 * its feed. Every column is copied as it is but the number (the source's id, the mark and the copy's index, so the
 * lines find their source) and the feed's change number.
 */
async function multiplyOrders(query, total) {
  const [{ n }] = await query('SELECT count(*)::int AS n FROM orders WHERE partner_id = $1', [PARTNER]);
  if (n === 0) throw new Error('the seed made no order for partner 1');
  const copies = Math.ceil((total - n) / n);
  const orderColumns = await columnsOf(query, 'orders');
  const copied = orderColumns.map((column) =>
    column === 'number' ? `o.id || '${COPY_MARK}' || g` : column === 'change_number' ? 'c.last_change + row_number() OVER (ORDER BY g, o.id)' : `o.${column}`,
  );
  await query(
    `INSERT INTO orders (${orderColumns.join(', ')})
     SELECT ${copied.join(', ')} FROM orders o CROSS JOIN generate_series(1, $2) g JOIN order_feed_counters c ON c.partner_id = o.partner_id
     WHERE o.partner_id = $1`,
    [PARTNER, copies],
  );
  const itemColumns = await columnsOf(query, 'order_items');
  await query(
    `INSERT INTO order_items (${itemColumns.join(', ')})
     SELECT ${itemColumns.map((column) => (column === 'order_id' ? 'copy.id' : `i.${column}`)).join(', ')}
     FROM orders copy JOIN order_items i ON i.order_id = split_part(copy.number, '${COPY_MARK}', 1)::int
     WHERE copy.partner_id = $1 AND copy.number LIKE '%${COPY_MARK}%'`,
    [PARTNER],
  );
  await query('UPDATE order_feed_counters SET last_change = (SELECT max(change_number) FROM orders WHERE partner_id = $1) WHERE partner_id = $1', [PARTNER]);
  const [{ orders }] = await query('SELECT count(*)::int AS orders FROM orders WHERE partner_id = $1', [PARTNER]);
  return orders;
}

/** `multiplyOrders` on the database a server of `env` would open in `dataDir`. */
export async function seedOrders(dataDir, env, total) {
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      return await multiplyOrders(async (sql, params) => (await client.query(sql, params)).rows, total);
    } finally {
      await client.end();
    }
  }
  const db = await PGlite.create(join(dataDir, 'pglite'));
  try {
    return await multiplyOrders(async (sql, params) => (await db.query(sql, params)).rows, total);
  } finally {
    await db.close();
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Reads the whole feed `rounds` times, 100 orders a page: each page's time to its last byte. */
export async function readWholeFeed(baseURL, rounds) {
  const headers = { Authorization: `Bearer ${PARTNER_TOKEN}` };
  const times = [];
  let orders = 0;
  for (let round = 0; round < rounds; round++) {
    orders = 0;
    for (let query = ''; ; ) {
      const started = performance.now();
      const response = await fetch(`${baseURL}/api/integration/v1/orders?limit=100${query}`, { headers });
      const page = await response.json();
      times.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`GET /orders answered ${response.status}: ${page.message}`);
      if (page.orders.length === 0) break;
      orders += page.orders.length;
      query = `&cursor=${encodeURIComponent(page.nextCursor)}`;
    }
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { orders, pages: times.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}
