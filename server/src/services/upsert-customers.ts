import { z } from 'zod';
import type { Db } from '../db/client';
import {
  addCustomerAddresses,
  addCustomerPhones,
  insertCustomerIfNew,
  lockCustomerByTaxId,
  partnerPlanIds,
  partnerTerms,
  updateCustomerRecord,
  upsertPartnerTerms,
  type LockedCustomer,
  type PartnerTerms,
} from '../db/queries/customer-upserts';
import { checkCustomerRow, CUSTOMER_BATCH_MESSAGES, type CustomerRow } from '../domain/customer-batch-row';
import { rowStatusSchema, type RowStatus } from './batch-row';

export const customerRowResultSchema = z
  .object({
    index: z.number().int().meta({ description: "The row's position in the batch, from 0." }),
    taxId: z.string().nullable().meta({ description: 'The CPF or CNPJ without punctuation (as sent, when it is not valid); null when the row has none.' }),
    status: rowStatusSchema,
    message: z.string().optional().meta({ description: 'For `error`: what is wrong, in Portuguese.' }),
  })
  .meta({ id: 'CustomerRowResult', description: 'What one row of the batch did, in the order sent.' });

export type RowResult = z.infer<typeof customerRowResultSchema>;

/**
 * Upserts a partner's customers keyed by tax id, in one transaction. Each row answers alone: a wrong row, a tax id
 * repeated in the batch (the later ones) or a plan of another partner is `error` and the others go on. The partner
 * only ever writes its own terms (plans, credit, blocked). The shared company record is the partners': while no
 * other partner serves the customer this partner sets its names and e-mail; otherwise it only fills what is empty.
 * Phones and addresses are added, never removed (signup links and carts point at them). Rows are written in tax id
 * order, so two batches on the same customers lock them in the same order and never deadlock.
 */
export async function upsertCustomers(db: Db, partnerId: number, rows: unknown[]): Promise<RowResult[]> {
  const results: RowResult[] = [];
  const valid: { index: number; row: CustomerRow }[] = [];
  const seen = new Set<string>();
  rows.forEach((input, index) => {
    const check = checkCustomerRow(input);
    if ('error' in check) return results.push({ index, taxId: typedTaxId(input), status: 'error', message: check.error });
    if (seen.has(check.row.taxId)) return results.push({ index, taxId: check.row.taxId, status: 'error', message: CUSTOMER_BATCH_MESSAGES.duplicateTaxId });
    seen.add(check.row.taxId);
    valid.push({ index, row: check.row });
  });
  await db.transaction(async (tx) => {
    const ownPlans = await partnerPlanIds(tx, partnerId, [...new Set(valid.flatMap(({ row }) => row.paymentPlanIds ?? []))]);
    for (const { index, row } of [...valid].sort((a, b) => (a.row.taxId < b.row.taxId ? -1 : 1))) {
      const foreignPlan = row.paymentPlanIds?.find((id) => !ownPlans.has(id));
      if (foreignPlan !== undefined) results.push({ index, taxId: row.taxId, status: 'error', message: CUSTOMER_BATCH_MESSAGES.unknownPlan(foreignPlan) });
      else results.push({ index, taxId: row.taxId, status: await upsertOne(tx, partnerId, row) });
    }
  });
  return results.sort((a, b) => a.index - b.index);
}

async function upsertOne(db: Db, partnerId: number, row: CustomerRow): Promise<RowStatus> {
  const fields = { name: row.name, tradeName: row.tradeName, email: row.email };
  const made = await insertCustomerIfNew(db, row.taxId, fields);
  const customer = await lockCustomerByTaxId(db, row.taxId);
  let changed = made ? false : await updateRecord(db, partnerId, customer, row);
  changed = (await addCustomerPhones(db, customer.id, row.phones)) > 0 || changed;
  changed = (await addCustomerAddresses(db, customer.id, row.addresses)) > 0 || changed;
  const terms: PartnerTerms = { payment_plan_ids: row.paymentPlanIds, credit: row.credit, blocked: row.blocked };
  // Read after the customer's lock, in a statement of its own: a join in the locking statement would see the terms
  // another batch committed while this one waited as they were before (PostgreSQL rechecks only the locked row).
  const before = await partnerTerms(db, partnerId, customer.id);
  const sameAsBefore = before !== undefined && sameTerms(before, terms);
  if (!sameAsBefore) await upsertPartnerTerms(db, partnerId, customer.id, terms);
  if (made || !before) return 'created';
  return changed || !sameAsBefore ? 'updated' : 'unchanged';
}

/** The record's fields this partner may set: all it sends while it alone serves the customer, else the empty ones. */
async function updateRecord(db: Db, partnerId: number, customer: LockedCustomer, row: CustomerRow): Promise<boolean> {
  const alone = customer.partner_ids.every((id) => id === partnerId);
  // A row without trade name or e-mail leaves them: signup may already have offered that e-mail.
  const next = alone
    ? { name: row.name, tradeName: row.tradeName ?? customer.trade_name, email: row.email ?? customer.email }
    : { name: customer.name, tradeName: customer.trade_name ?? row.tradeName, email: customer.email ?? row.email };
  if (next.name === customer.name && next.tradeName === customer.trade_name && next.email === customer.email) return false;
  await updateCustomerRecord(db, customer.id, next);
  return true;
}

function sameTerms(a: PartnerTerms, b: PartnerTerms): boolean {
  return a.credit === b.credit && a.blocked === b.blocked && JSON.stringify(a.payment_plan_ids) === JSON.stringify(b.payment_plan_ids);
}

/** The tax id a wrong row was sent with, so the partner can find the row; null when there is none to show. */
function typedTaxId(input: unknown): string | null {
  const taxId = typeof input === 'object' && input !== null ? (input as { taxId?: unknown }).taxId : undefined;
  return typeof taxId === 'string' ? taxId.slice(0, 30) : null;
}
