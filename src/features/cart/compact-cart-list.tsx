import { useEffect, useRef, useState } from 'react';
import type { StoredCartItem } from '../../db/user-db';
import { setCartQuantity } from '../../sync/commands/cart-item';
import { CompactCartRow } from './compact-cart-row';
import { ItemsFieldset } from './items-fieldset';
import { MissingProductRow } from './missing-product-row';
import { RemovedCartRow } from './removed-cart-row';
import type { CartLine } from './use-cart-lines';
import styles from './compact-cart.module.css';

interface RemovedLine {
  item: StoredCartItem;
  family: string;
  /** the line has left the cart since (the removal was written) */
  gone: boolean;
  undone: boolean;
}

/**
 * Drops the removed lines that are back in the cart: undone, or restored after the removal
 * was refused. Until then a removed line holds its place, even before the write lands.
 */
function settleRemoved(removed: RemovedLine[], inCart: ReadonlySet<number>): RemovedLine[] {
  let changed = false;
  const next = removed.flatMap((line) => {
    const present = inCart.has(line.item.productId);
    if (present && (line.gone || line.undone)) return (changed = true), [];
    if (!present && !line.gone) return (changed = true), [{ ...line, gone: true }];
    return [line];
  });
  return changed ? next : removed;
}

/** The cart on a phone: one compact line per item; a removed line leaves 'Desfazer' in its place. */
interface CompactCartListProps {
  partnerId: number;
  lines: CartLine[];
  /** view-only or locked: every control is disabled */
  readOnly: boolean;
}

export function CompactCartList({ partnerId, lines, readOnly }: CompactCartListProps) {
  const [removed, setRemoved] = useState<RemovedLine[]>([]);
  const [restored, setRestored] = useState<number | null>(null);
  const nameButtons = useRef(new Map<number, HTMLButtonElement>());
  const inCartKey = lines.map((line) => line.item.productId).join(',');

  useEffect(() => {
    const inCart = new Set(inCartKey ? inCartKey.split(',').map(Number) : []);
    setRemoved((list) => settleRemoved(list, inCart));
  }, [inCartKey, removed]);

  // After an undo, focus goes to the line that came back.
  useEffect(() => {
    const button = restored === null ? undefined : nameButtons.current.get(restored);
    if (!button || removed.some((line) => line.item.productId === restored)) return;
    button.focus();
    setRestored(null);
  });

  const remove = (item: StoredCartItem, family: string) => {
    setRemoved((list) => [...list.filter((line) => line.item.productId !== item.productId), { item, family, gone: false, undone: false }]);
    void setCartQuantity(partnerId, item.productId, 0, item.productPackageId, { undoShownByCaller: true });
  };
  const undo = ({ item }: RemovedLine) => {
    setRemoved((list) => list.map((line) => (line.item.productId === item.productId ? { ...line, undone: true } : line)));
    setRestored(item.productId);
    void setCartQuantity(partnerId, item.productId, item.quantity, item.productPackageId);
  };

  const hidden = new Set(removed.map((line) => line.item.productId));
  const rows = [
    ...lines.filter((line) => !hidden.has(line.item.productId)).map((line) => ({ id: line.item.productId, line, removedLine: null })),
    ...removed.map((removedLine) => ({ id: removedLine.item.productId, line: null, removedLine })),
  ].sort((a, b) => a.id - b.id);
  if (rows.length === 0) return null;

  return (
    <ItemsFieldset disabled={readOnly}>
      <ul className={styles.list}>
        {rows.map(({ id, line, removedLine }) => (
          <li key={removedLine ? `removed-${id}` : id}>
            {removedLine ? (
              <RemovedCartRow family={removedLine.family} onUndo={() => undo(removedLine)} />
            ) : line?.product ? (
              <CompactCartRow
                partnerId={partnerId}
                item={line.item}
                entry={line.product}
                onRemove={() => remove(line.item, line.product!.product.family.name)}
                nameRef={(button) => {
                  if (button) nameButtons.current.set(id, button);
                  else nameButtons.current.delete(id);
                }}
              />
            ) : (
              line && <MissingProductRow item={line.item} />
            )}
          </li>
        ))}
      </ul>
    </ItemsFieldset>
  );
}
