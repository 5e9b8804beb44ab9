import type { ReactNode } from 'react';
import type { StoredProduct } from '../../db/user-db';
import { archiveWithUndo } from './archive-actions';
import { archiveMessages } from './messages';
import { SwipeRow } from './swipe-row';

/** A history-lane card: swiping it left (or its 'Arquivar' button) archives it. */
export function ArchivableCard({ partnerId, entry, children }: { partnerId: number; entry: StoredProduct; children: ReactNode }) {
  return (
    <SwipeRow
      direction="left"
      onAct={() => void archiveWithUndo(partnerId, entry.id)}
      actionText={archiveMessages.archive}
      actionName={archiveMessages.archiveProduct(entry.product.family.name, entry.product.code)}
      label={archiveMessages.item(entry.product.family.name, entry.product.code)}
    >
      {children}
    </SwipeRow>
  );
}
