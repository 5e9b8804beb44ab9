import type { Db } from '../client';

/** A position in a partner's change stream: every change numbered below `seq`, and those numbered `seq` up to product `id`. */
export interface ChangeMark {
  seq: number;
  id: number;
}

export interface ChangesPage {
  /** the partner's catalogue version when the page was read */
  version: number;
  /** the next changes after the mark, by (seq, id): the product's latest number and whether it is gone */
  rows: { id: number; seq: number; removed: boolean }[];
}

/** The partner's highest visible change number ($1: the partner): by the partner's lock, every lower one is visible too. */
const VERSION = `greatest(
  (SELECT max(change_seq) FROM products WHERE partner_id = $1),
  (SELECT max(seq) FROM catalogue_tombstones WHERE partner_id = $1),
  (SELECT max(seq) FROM customer_product_changes WHERE partner_id = $1),
  0)`;

/**
 * One statement, so the version and the changes come from one snapshot: a partner's changes are
 * numbered under its lock, so every change up to `version` is visible here, and none above it.
 * A product appears once, under its latest number among its own changes, the customer's view of it
 * and its tombstone.
 */
export async function catalogueChanges(db: Db, partnerId: number, customerId: number, after: ChangeMark, limit: number): Promise<ChangesPage> {
  const rows = await db.query<{ version: number; id: number | null; seq: number | null; removed: boolean | null }>(
    `WITH changed AS (
       SELECT p.id, p.change_seq AS seq FROM products p WHERE p.partner_id = $1 AND p.change_seq >= $3
       UNION ALL
       SELECT c.product_id, c.seq FROM customer_product_changes c WHERE c.customer_id = $2 AND c.partner_id = $1 AND c.seq >= $3
       UNION ALL
       SELECT t.product_id, t.seq FROM catalogue_tombstones t WHERE t.partner_id = $1 AND t.seq >= $3
     ), latest AS (
       SELECT id, max(seq) AS seq FROM changed GROUP BY id
     ), page AS (
       SELECT l.id, l.seq, NOT EXISTS (SELECT 1 FROM products p WHERE p.id = l.id AND p.partner_id = $1 AND NOT p.deleted) AS removed
       FROM latest l WHERE (l.seq, l.id) > ($3::bigint, $4::int)
       ORDER BY l.seq, l.id LIMIT $5
     )
     SELECT (${VERSION})::float8 AS version,
       page.id, page.seq::float8 AS seq, page.removed
     FROM (SELECT 1) one LEFT JOIN page ON true ORDER BY page.seq, page.id`,
    [partnerId, customerId, after.seq, after.id, limit],
  );
  return {
    version: rows[0].version,
    rows: rows.flatMap((row) => (row.id === null ? [] : [{ id: row.id, seq: row.seq!, removed: row.removed! }])),
  };
}

/** The number of the partner's latest catalogue change (0 before any). */
export async function catalogueVersion(db: Db, partnerId: number): Promise<number> {
  const [row] = await db.query<{ seq: number }>(`SELECT (${VERSION})::float8 AS seq`, [partnerId]);
  return row.seq;
}
