import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { OutboxEntry } from '../../db/user-db';
import { subscribeSendingEntry } from '../../sync/engine/in-flight';
import type { RefusedChange } from '../../sync/engine/refused-log';
import { describeChange, type ChangeDescription } from './describe';
import { FIRST_ROWS, productKey, readWaiting, takePreloadedWaiting, type WaitingRead } from './read-waiting';

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

export interface WaitingChanges {
  groups: PartnerChanges[];
  /** outbox entries waiting, over every partner (the groups may not list them all yet) */
  waiting: number;
}

function stateOf(entry: OutboxEntry, sending: number | null): ChangeState {
  if (entry.status === 'parked') return 'needs-answer';
  return entry.seq === sending ? 'sending' : 'waiting';
}

function describeRead(read: WaitingRead, sending: number | null): PartnerChanges[] {
  const context = { product: (partnerId: number, productId: number) => read.products.get(productKey(partnerId, productId)) };
  let room = read.complete ? Infinity : FIRST_ROWS;
  return read.groups.map(({ entries, refused, ...group }) => {
    const changes: WaitingChange[] = [
      ...entries.slice(0, room).map((entry) => ({ ...describeChange(entry.command, context), entry, state: stateOf(entry, sending), message: entry.parkedMessage })),
      ...refused.slice(0, Math.max(0, room - entries.length)).map((change) => ({ ...describeChange(change.command, context), refused: change, state: 'refused' as const, message: change.message })),
    ];
    room -= changes.length;
    return { ...group, changes };
  });
}

/**
 * Everything waiting to reach the server, per partner (the partners with changes first), with the
 * changes the server refused; undefined while reading. The first screenful comes first, the rest
 * right after it. Follows every tab's writes (live query) and this tab's send in flight.
 */
export function useWaitingChanges(): WaitingChanges | undefined {
  const [preloaded] = useState(() => takePreloadedWaiting());
  const [rows, setRows] = useState(preloaded ? Infinity : FIRST_ROWS);
  const read = useLiveQuery(() => readWaiting(rows), [rows], preloaded);
  const [sending, setSending] = useState<number | null>(null);
  useEffect(() => subscribeSendingEntry(setSending), []);
  useEffect(() => {
    if (read && !read.complete) setRows(Infinity);
  }, [read]);
  return read && { groups: describeRead(read, sending), waiting: read.waiting };
}
