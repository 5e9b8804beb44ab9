import type { Db } from './client';

/** Bulk insert through one JSON parameter per chunk: fast on PGlite and PostgreSQL alike. */
export async function insertRows(db: Db, table: string, rows: Record<string, unknown>[], chunkSize = 2000): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]).join(', ');
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = JSON.stringify(rows.slice(start, start + chunkSize));
    await db.query(
      `INSERT INTO ${table} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${table}, $1::json)`,
      [chunk],
    );
  }
}
