import { useCallback, useId, useState, type Ref } from 'react';
import type { StoredCartItem, StoredProduct } from '../../db/user-db';
import { formatBrl } from '../../domain/format';
import { lineTotal } from '../../domain/pricing';
import { setCartQuantity } from '../../sync/commands/cart-item';
import { withCommands } from '../../sync/commands/load-commands';
import { noteTypedRemoval } from '../../sync/commands/typed-removal';
import { Icon } from '../../ui/icon';
import { IssueList } from '../../ui/issue-list';
import { IssueText } from '../../ui/issue-text';
import { ProductCard } from '../product-card/product-card';
import { QuantityStepper } from '../product-card/quantity-stepper';
import { cartMessages } from './messages';
import styles from './compact-cart.module.css';

interface CompactCartRowProps {
  partnerId: number;
  item: StoredCartItem;
  entry: StoredProduct;
  /** the remove button, or the stepper taken to 0 */
  onRemove: () => void;
  /** the name button, so the list can give it focus after an undo */
  nameRef: Ref<HTMLButtonElement>;
}

/**
 * One cart item on a phone: name (a button that unfolds the full product card), package,
 * line total, stepper and remove. An item with an IMPEDITIVE issue starts unfolded.
 */
export function CompactCartRow({ partnerId, item, entry, onRemove, nameRef }: CompactCartRowProps) {
  const { product } = entry;
  const [expanded, setExpanded] = useState(() => item.issues.some((issue) => issue.type === 'IMPEDITIVE'));
  const nameId = useId();
  const cardId = useId();
  const pkg = product.packages.find((p) => p.id === item.productPackageId);
  const family = product.family.name;
  const { productPackageId } = item;

  const setQuantity = useCallback(
    (quantity: number) => (quantity === 0 ? onRemove() : void setCartQuantity(partnerId, product.id, quantity, productPackageId)),
    [onRemove, partnerId, product.id, productPackageId],
  );
  const commit = useCallback(() => void withCommands((commands) => commands.flushNow()), []);
  const zeroTyped = useCallback(
    (typed: boolean) => noteTypedRemoval(typed ? { partnerId, productId: product.id, productPackageId } : null),
    [partnerId, product.id, productPackageId],
  );

  return (
    <article className={styles.row} aria-labelledby={nameId}>
      <div className={styles.line}>
        <h3 className={styles.name}>
          <button
            ref={nameRef}
            id={nameId}
            type="button"
            className={styles.nameButton}
            aria-expanded={expanded}
            aria-controls={expanded ? cardId : undefined}
            onClick={() => setExpanded((open) => !open)}
          >
            {family}
          </button>
        </h3>
        <span className={styles.total}>{pkg ? formatBrl(lineTotal(product, pkg, item.quantity)) : ''}</span>
      </div>
      {expanded ? (
        <div id={cardId} className={styles.card}>
          <ProductCard partnerId={partnerId} entry={entry} size="large" />
        </div>
      ) : (
        <>
          <div className={styles.line}>
            <span className={styles.package}>{pkg ? pkg.label || pkg.description : ''}</span>
            <QuantityStepper value={item.quantity} familyName={family} pkg={pkg} onChange={setQuantity} onCommit={commit} onZeroTyped={zeroTyped} />
            <button type="button" className={styles.remove} aria-label={cartMessages.removeItem(family)} onClick={onRemove}>
              <Icon name="trash" size={20} />
            </button>
          </div>
          <IssueList issues={item.issues} Description={IssueText} compact />
        </>
      )}
    </article>
  );
}
