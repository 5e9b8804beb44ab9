// The bench's floor (scripts/bench/sync-center.mjs): the same opening drawing the outbox's keys as plain
// text rows, with no other read, description or control: what the device and the browser cost alone.
import { useLiveQuery } from 'dexie-react-hooks';
import { userDb } from '../../db/user-db';
import { syncCenterMessages as m } from './messages';

export function BenchFloorList() {
  const keys = useLiveQuery(async () => (await userDb().outbox.toArray()).map((entry) => entry.key), []);
  return (
    keys && (
      <ul aria-label={m.changes('')}>
        {keys.map((key) => (
          <li key={key}>{key}</li>
        ))}
      </ul>
    )
  );
}
