import { useLiveQuery } from 'dexie-react-hooks';
import { userDb } from '../../db/user-db';
import { dayAndTime } from '../../domain/format';
import { cataloguePulledAt } from '../../sync/pulls/catalogue';
import { syncCenterMessages as m } from './messages';

/** Offline: how old the device's prices are ('Preços de 27/11 às 14:05'); nothing before the first catalogue pull. */
export function PricesDate({ partnerId, className }: { partnerId: number; className?: string }) {
  const pulledAt = useLiveQuery(() => cataloguePulledAt(userDb(), partnerId), [partnerId]);
  if (pulledAt === undefined) return null;
  const { day, time } = dayAndTime(new Date(pulledAt));
  return <span className={className}>{m.pricesOf(day, time)}</span>;
}
