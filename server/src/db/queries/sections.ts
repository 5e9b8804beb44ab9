import type { Db } from '../client';

export interface SectionRow {
  id: number;
  name: string;
}

/** The partner's sectors, in their order. */
export async function partnerSections(db: Db, partnerId: number): Promise<SectionRow[]> {
  return db.query<SectionRow>('SELECT id, name FROM sections WHERE partner_id = $1 ORDER BY position, id', [partnerId]);
}

/** The partner's sectors in which the customer filed at least one family the partner still sells. */
export async function sectionsInUse(db: Db, partnerId: number, customerId: number): Promise<SectionRow[]> {
  return db.query<SectionRow>(
    `SELECT s.id, s.name FROM sections s
     WHERE s.partner_id = $1 AND EXISTS (
       SELECT 1 FROM customer_family_sections cs JOIN products p ON p.partner_id = cs.partner_id AND p.family_id = cs.family_id
       WHERE cs.customer_id = $2 AND cs.section_id = s.id AND NOT p.deleted)
     ORDER BY s.position, s.id`,
    [partnerId, customerId],
  );
}

export async function isPartnerSection(db: Db, partnerId: number, sectionId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM sections WHERE id = $1 AND partner_id = $2', [sectionId, partnerId]);
  return rows.length > 0;
}

/** One statement, so two assignments at once end with one of them, never an error: the last one wins. */
export async function fileFamily(db: Db, customerId: number, partnerId: number, familyId: number, sectionId: number): Promise<void> {
  await db.query(
    `INSERT INTO customer_family_sections (customer_id, partner_id, family_id, section_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT (customer_id, partner_id, family_id) DO UPDATE SET section_id = EXCLUDED.section_id
     WHERE customer_family_sections.section_id <> EXCLUDED.section_id`,
    [customerId, partnerId, familyId, sectionId],
  );
}

/** Takes the family out of that sector only: a family since filed elsewhere stays there. */
export async function unfileFamily(db: Db, customerId: number, partnerId: number, familyId: number, sectionId: number): Promise<void> {
  await db.query(
    'DELETE FROM customer_family_sections WHERE customer_id = $1 AND partner_id = $2 AND family_id = $3 AND section_id = $4',
    [customerId, partnerId, familyId, sectionId],
  );
}
