import type { Db } from '../db/client';
import { partnerName } from '../db/queries/partners';
import { refuse } from '../domain/refusal';

export const PARTNER_NOT_FOUND = 'Parceiro não encontrado.';

/** Refused as not found unless the partner exists: the operator's routes name a partner by its id. */
export async function assertPartner(db: Db, partnerId: number): Promise<void> {
  if ((await partnerName(db, partnerId)) === undefined) refuse('not-found', PARTNER_NOT_FOUND);
}
