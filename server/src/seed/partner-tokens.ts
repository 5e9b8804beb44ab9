// The demo partners' integration tokens, every scope each, listed in the README's demo section: made from fixed
// texts so they are the same on every seed. Never seeded in production (seed-on-start never seeds there, and
// `npm run seed` leaves them out).
import type { Db } from '../db/client';
import { insertRows } from '../db/insert-rows';
import { SCOPES, tokenText } from '../domain/partner-token';
import { sha256 } from '../domain/secrets';
import { partners } from './people';

const demoSecret = (partnerId: number) => sha256(`balcao-demo-partner-token-${partnerId}`);

/** The full text of a demo partner's token, e.g. `blc_demo1_…` for partner 1. */
export function demoPartnerToken(partnerId: number): string {
  return tokenText(`demo${partnerId}`, demoSecret(partnerId));
}

export async function seedPartnerTokens(db: Db, now: Date): Promise<void> {
  await insertRows(db, 'partner_tokens', partners.map(({ id }) => ({
    partner_id: id,
    name: 'Demonstração',
    prefix: `demo${id}`,
    secret_hash: sha256(demoSecret(id)),
    scopes: [...SCOPES],
    created_at: now.toISOString(),
  })));
}
