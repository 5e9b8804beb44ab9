import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { userDb, type OutboxEntry, type StoredProduct } from '../../db/user-db';
import { partnerDisplayName } from '../../domain/format';
import { subscribeSendingEntry } from '../../sync/engine/in-flight';
import { readLastSync } from '../../sync/engine/last-sync';
import { readRefused, type RefusedChange } from '../../sync/engine/refused-log';
import { describeChange, type ChangeDescription } from './describe';
import { syncCenterMessages } from './messages';

export type ChangeState = 'waiting' | 'sending' | 'needs-answer' | 'refused';

export interface WaitingChange extends ChangeDescription {
  /** the outbox entry; absent for a refused change (it already left the outbox) */
  entry?: OutboxEntry;
  refused?: RefusedChange;
  state: ChangeState;
  /** the server's question or reason */
  message?: string;
}

export interface PartnerChanges {
  partnerId: number;
  name: string;
  lastSync: number | undefined;
  changes: WaitingChange[];
}

interface Read {
  entries: OutboxEntry[];
  refused: RefusedChange[];
  groups: Array<Omit<PartnerChanges, 'changes'>>;
  products: Map<string, StoredProduct>;
}

const productKey = (partnerId: number, productId: number) => `${partnerId}:${productId}`;

async function readWaiting(): Promise<Read> {
  const db = userDb();
  const [entries, refused, partners] = await Promise.all([db.outbox.orderBy('seq').toArray(), readRefused(db), db.partners.toArray()]);
  const commands = [...entries.map((entry) => entry.command), ...refused.map((change) => change.command)];
  // A type about no single product (a queued order) looks none up.
  const keys = [...new Set(commands.flatMap((c) => ('productId' in c ? [productKey(c.partnerId, c.productId)] : [])))];
  const rows = await db.products.bulkGet(keys.map((key) => key.split(':').map(Number) as [number, number]));
  const products = new Map(rows.flatMap((row) => (row ? [[productKey(row.partnerId, row.id), row] as const] : [])));
  const named = new Map(partners.map((p) => [p.id, partnerDisplayName(p.name)]));
  const ids = [...new Set([...partners.filter((p) => p.servesCustomer).map((p) => p.id), ...commands.map((c) => c.partnerId)])];
  const groups = await Promise.all(
    ids.map(async (partnerId) => ({
      partnerId,
      name: named.get(partnerId) ?? syncCenterMessages.partner(partnerId),
      lastSync: await readLastSync(db, partnerId),
    })),
  );
  return { entries, refused, groups, products };
}

function stateOf(entry: OutboxEntry, sending: number | null): ChangeState {
  if (entry.status === 'parked') return 'needs-answer';
  return entry.seq === sending ? 'sending' : 'waiting';
}

/**
 * Everything waiting to reach the server, per partner (the partners with changes first), with the
 * changes the server refused; undefined while reading. Follows every tab's writes (live query) and
 * this tab's send in flight.
 */
export function useWaitingChanges(): PartnerChanges[] | undefined {
  const read = useLiveQuery(readWaiting, []);
  const [sending, setSending] = useState<number | null>(null);
  useEffect(() => subscribeSendingEntry(setSending), []);
  if (!read) return undefined;
  const context = { product: (partnerId: number, productId: number) => read.products.get(productKey(partnerId, productId)) };
  const groups = read.groups.map((group) => ({ ...group, changes: [] as WaitingChange[] }));
  const byPartner = new Map(groups.map((group) => [group.partnerId, group.changes]));
  for (const entry of read.entries) {
    const state = stateOf(entry, sending);
    byPartner.get(entry.command.partnerId)?.push({ ...describeChange(entry.command, context), entry, state, message: entry.parkedMessage });
  }
  for (const refused of read.refused) {
    byPartner.get(refused.command.partnerId)?.push({ ...describeChange(refused.command, context), refused, state: 'refused', message: refused.message });
  }
  return groups.sort((a, b) => Number(b.changes.length > 0) - Number(a.changes.length > 0));
}
