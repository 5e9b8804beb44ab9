import type { Db } from '../client';

export interface PaymentPlanInput {
  description: string;
  parcels: number;
  pix: boolean;
  card: boolean;
}

export interface PaymentPlanRow {
  id: number;
  description: string;
  parcels: number;
  can_use_pix: boolean;
  can_use_credit_card: boolean;
}

export interface PartnerSetupRow {
  id: number;
  name: string;
  city: string;
  pix_key: string | null;
}

/**
 * Ids follow the largest one: the demo data writes its own ids, so a sequence would collide with them. The lock makes
 * two operators creating at once take different ids (it only waits for the other's commit).
 */
export async function insertPartner(tx: Db, partner: { name: string; city: string; pixKey: string | null }): Promise<PartnerSetupRow> {
  await tx.exec('LOCK TABLE partners IN SHARE ROW EXCLUSIVE MODE');
  const [row] = await tx.query<PartnerSetupRow>(
    `INSERT INTO partners (id, name, city, pix_key) SELECT coalesce(max(id), 0) + 1, $1, $2, $3 FROM partners
     RETURNING id, name, city, pix_key`,
    [partner.name, partner.city, partner.pixKey],
  );
  return row;
}

export async function insertPaymentPlan(tx: Db, partnerId: number, plan: PaymentPlanInput): Promise<PaymentPlanRow> {
  await tx.exec('LOCK TABLE payment_plans IN SHARE ROW EXCLUSIVE MODE');
  const [row] = await tx.query<PaymentPlanRow>(
    `INSERT INTO payment_plans (id, partner_id, description, parcels, can_use_pix, can_use_credit_card, position)
     SELECT (SELECT coalesce(max(id), 0) + 1 FROM payment_plans), $1, $2, $3, $4, $5,
            (SELECT count(*) FROM payment_plans WHERE partner_id = $1)
     RETURNING id, description, parcels, can_use_pix, can_use_credit_card`,
    [partnerId, plan.description, plan.parcels, plan.pix, plan.card],
  );
  return row;
}

export async function allPartners(db: Db): Promise<PartnerSetupRow[]> {
  return db.query<PartnerSetupRow>('SELECT id, name, city, pix_key FROM partners ORDER BY id');
}

export async function partnerPaymentPlans(db: Db, partnerId: number): Promise<PaymentPlanRow[]> {
  return db.query<PaymentPlanRow>(
    'SELECT id, description, parcels, can_use_pix, can_use_credit_card FROM payment_plans WHERE partner_id = $1 ORDER BY position, id',
    [partnerId],
  );
}
