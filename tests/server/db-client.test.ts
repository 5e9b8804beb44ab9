import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPg, openPglite, type Db } from '../../server/src/db/client';

// The statements the API runs with parameters are prepared once per connection (db/client.ts):
// they must answer as unprepared ones would, and fail as they would.
let db: Db;
const table = `client_test_${process.pid}_${Date.now()}`;

beforeAll(async () => {
  db = process.env.DATABASE_URL ? openPg(process.env.DATABASE_URL) : await openPglite('memory');
  await db.exec(`CREATE TABLE ${table} (id int PRIMARY KEY, at timestamptz, doc jsonb, tags text[], flag boolean, note text)`);
});
afterAll(async () => {
  await db?.exec(`DROP TABLE IF EXISTS ${table}`);
  await db?.close();
});

it('serialises parameters and parses rows as before, run after run', async () => {
  const at = new Date('2025-06-02T12:00:00Z');
  for (const id of [1, 2, 3]) {
    await db.query(`INSERT INTO ${table} (id, at, doc, tags, flag, note) VALUES ($1, $2, $3, $4, $5, $6)`, [id, at, { a: [id] }, ['x', 'y'], id === 2, null]);
  }
  const rows = await db.query(`SELECT id, at, doc, tags, flag, note FROM ${table} WHERE id >= $1 ORDER BY id`, [2]);
  expect(rows).toEqual([
    { id: 2, at, doc: { a: [2] }, tags: ['x', 'y'], flag: true, note: null },
    { id: 3, at, doc: { a: [3] }, tags: ['x', 'y'], flag: false, note: null },
  ]);
});

it('fails with the database error and its statement, and runs the statement again afterwards', async () => {
  const insert = `INSERT INTO ${table} (id) VALUES ($1)`;
  await db.query(insert, [10]);
  const error = await db.query(insert, [10]).catch((e: unknown) => e);
  expect(error).toMatchObject({ code: '23505', query: insert });
  await expect(db.query(`SELEC id FROM ${table} WHERE id = $1`, [1])).rejects.toMatchObject({ code: '42601' });
  await db.query(insert, [11]);
  expect(await db.query(`SELECT count(*)::int AS n FROM ${table} WHERE id >= $1`, [10])).toEqual([{ n: 2 }]);
});

it('rolls a failed transaction back and serves its statements after it', async () => {
  const insert = `INSERT INTO ${table} (id, note) VALUES ($1, $2)`;
  await expect(
    db.transaction(async (tx) => {
      await tx.query(insert, [20, 'kept?']);
      await tx.query(insert, [20, 'duplicate']);
    }),
  ).rejects.toMatchObject({ code: '23505' });
  expect(await db.query(`SELECT id FROM ${table} WHERE id = $1`, [20])).toEqual([]);
  await db.transaction((tx) => tx.query(insert, [20, 'now']));
  expect(await db.query(`SELECT note FROM ${table} WHERE id = $1`, [20])).toEqual([{ note: 'now' }]);
});
