import type { WebhookEventType } from '../../webhooks/webhook-events';
import type { Db } from '../client';

export interface EndpointRow {
  id: number;
  url: string;
  events: WebhookEventType[];
  enabled: boolean;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = 'id, url, events, enabled, created_at, updated_at';

export interface EndpointFields {
  url: string;
  events: WebhookEventType[];
  enabled: boolean;
}

/** Locks the partner's row: endpoints counted and then created by two requests at once stay within the limit. */
export async function lockPartnerEndpoints(tx: Db, partnerId: number): Promise<number> {
  await tx.query('SELECT id FROM partners WHERE id = $1 FOR UPDATE', [partnerId]);
  const [{ count }] = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM webhook_endpoints WHERE partner_id = $1', [partnerId]);
  return count;
}

export async function insertEndpoint(db: Db, partnerId: number, fields: EndpointFields, salt: string, now: Date): Promise<EndpointRow> {
  const [row] = await db.query<EndpointRow>(
    `INSERT INTO webhook_endpoints (partner_id, url, events, enabled, secret_salt, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING ${COLUMNS}`,
    [partnerId, fields.url, fields.events, fields.enabled, salt, now.toISOString()],
  );
  return row;
}

/** The partner's endpoints, oldest first. */
export async function listEndpoints(db: Db, partnerId: number): Promise<EndpointRow[]> {
  return db.query<EndpointRow>(`SELECT ${COLUMNS} FROM webhook_endpoints WHERE partner_id = $1 ORDER BY id`, [partnerId]);
}

/** Scoped to the partner: another partner's endpoint reads as missing. */
export async function findEndpoint(db: Db, partnerId: number, id: number): Promise<EndpointRow | undefined> {
  const [row] = await db.query<EndpointRow>(`SELECT ${COLUMNS} FROM webhook_endpoints WHERE id = $1 AND partner_id = $2`, [id, partnerId]);
  return row;
}

/** Only the fields given change; undefined when the partner has no such endpoint. */
export async function updateEndpoint(db: Db, partnerId: number, id: number, fields: Partial<EndpointFields>, now: Date): Promise<EndpointRow | undefined> {
  const [row] = await db.query<EndpointRow>(
    `UPDATE webhook_endpoints SET url = COALESCE($3, url), events = COALESCE($4, events), enabled = COALESCE($5, enabled), updated_at = $6
      WHERE id = $1 AND partner_id = $2 RETURNING ${COLUMNS}`,
    [id, partnerId, fields.url ?? null, fields.events ?? null, fields.enabled ?? null, now.toISOString()],
  );
  return row;
}

/** With its deliveries and their attempts (cascade); a delivery being sent finds its row gone and records nothing. */
export async function deleteEndpoint(db: Db, partnerId: number, id: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM webhook_endpoints WHERE id = $1 AND partner_id = $2 RETURNING id', [id, partnerId]);
  return rows.length === 1;
}
