import type { Db } from '../client';
import { sqlParams } from '../sql-params';
import { startsWord } from './product-lists';

/** Whether the partner sells a product of the family. */
export async function isPartnerFamily(db: Db, partnerId: number, familyId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM products WHERE partner_id = $1 AND family_id = $2 AND NOT deleted LIMIT 1', [partnerId, familyId]);
  return rows.length > 0;
}

export async function isPartnerDepartment(db: Db, partnerId: number, departmentId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM products WHERE partner_id = $1 AND department_id = $2 AND NOT deleted LIMIT 1', [partnerId, departmentId]);
  return rows.length > 0;
}

/**
 * The department's families the partner sells, alphabetically; `words` (normalised) must each start
 * a word of the family name.
 */
export async function departmentFamilies(db: Db, partnerId: number, departmentId: number, words: string[]): Promise<{ id: number; name: string }[]> {
  const { params, p } = sqlParams();
  const matches = words.map((word) => ` AND ${startsWord('f.sort_key', word, p)}`).join('');
  return db.query(
    `SELECT f.id, f.name FROM families f
     WHERE f.department_id = ${p(departmentId)}${matches}
       AND EXISTS (SELECT 1 FROM products p WHERE p.partner_id = ${p(partnerId)} AND p.family_id = f.id AND NOT p.deleted)
     ORDER BY f.sort_key, f.id`,
    params,
  );
}
