import type { Db } from '../db/client';
import { allPartners, insertPartner, insertPaymentPlan, partnerPaymentPlans, type PaymentPlanInput, type PaymentPlanRow, type PartnerSetupRow } from '../db/queries/partner-setup';
import { assertPartner } from './known-partner';

export interface PaymentPlanView {
  id: number;
  description: string;
  parcels: number;
  pix: boolean;
  card: boolean;
}

export interface PartnerView {
  id: number;
  name: string;
  city: string;
  pixKey: string | null;
  paymentPlans: PaymentPlanView[];
}

/** A new partner is paid on the spot unless told otherwise: one plan, PIX or card, so its customers can order at once. */
export const FIRST_PAYMENT_PLAN: PaymentPlanInput = { description: 'À vista (PIX ou cartão)', parcels: 1, pix: true, card: true };

function planView(row: PaymentPlanRow): PaymentPlanView {
  return { id: row.id, description: row.description, parcels: row.parcels, pix: row.can_use_pix, card: row.can_use_credit_card };
}

function partnerView(row: PartnerSetupRow, plans: PaymentPlanRow[]): PartnerView {
  return { id: row.id, name: row.name, city: row.city, pixKey: row.pix_key, paymentPlans: plans.map(planView) };
}

export interface CreatePartnerInput {
  name: string;
  city: string;
  /** the deployment's PIX_KEY receives its customers' PIX when absent */
  pixKey?: string;
  /** FIRST_PAYMENT_PLAN when absent */
  paymentPlans?: PaymentPlanInput[];
}

/** A distributor starts on Balcão: the partner its tokens, catalogue and customers then belong to. */
export async function createPartner(db: Db, input: CreatePartnerInput): Promise<PartnerView> {
  return db.transaction(async (tx) => {
    const partner = await insertPartner(tx, { name: input.name, city: input.city, pixKey: input.pixKey ?? null });
    const plans: PaymentPlanRow[] = [];
    for (const plan of input.paymentPlans ?? [FIRST_PAYMENT_PLAN]) plans.push(await insertPaymentPlan(tx, partner.id, plan));
    return partnerView(partner, plans);
  });
}

/** Adds a payment plan; its id is what the customer batches' `paymentPlanIds` name. */
export async function addPaymentPlan(db: Db, partnerId: number, plan: PaymentPlanInput): Promise<PaymentPlanView> {
  return db.transaction(async (tx) => {
    await assertPartner(tx, partnerId);
    return planView(await insertPaymentPlan(tx, partnerId, plan));
  });
}

export async function listPartners(db: Db): Promise<PartnerView[]> {
  const partners = await allPartners(db);
  return Promise.all(partners.map(async (partner) => partnerView(partner, await partnerPaymentPlans(db, partner.id))));
}
