import { useId, useState } from 'react';
import type { CartItem } from '../../domain/entities/cart';
import type { Product } from '../../domain/entities/catalogue';
import { canAdd } from '../../domain/quantity';
import { productCardMessages } from './messages';
import { QuantityStepper } from './quantity-stepper';
import { useCardQuantity } from './use-card-quantity';
import { Icon } from '../../ui/icon';
import { PackageConfirmDialog } from './package-confirm-dialog';
import { PackagingButtons } from './packaging-buttons';
import { PriceSummary } from './price-summary';
import styles from './product-card.module.css';

interface CardPurchaseProps {
  partnerId: number;
  entry: { product: Product; suggestedQuantity: number; lastOrder: { packaging: string } | null };
  cartItem: CartItem | undefined;
}

/**
 * Packaging choice, prices for the current quantity, the stepper and the add button.
 * A view-only or locked cart disables them all, saying why.
 */
export function CardPurchase({ partnerId, entry, cartItem }: CardPurchaseProps) {
  const { product } = entry;
  const state = useCardQuantity(partnerId, entry, cartItem);
  const { readOnly, readOnlyNote: note } = state;
  const [confirming, setConfirming] = useState(false);
  const noteId = useId();
  const pkg = product.packages.find((p) => p.id === state.packageId);
  const family = product.family.name;
  const describedBy = readOnly ? noteId : undefined;

  // [commerce §2] Product card: with several packages and none picked on this card, confirm the preselected one.
  const onAdd = () => (pkg && product.packages.length > 1 && !state.packageChosen ? setConfirming(true) : state.add());
  const confirm = () => {
    setConfirming(false);
    state.add();
  };

  return (
    <div className={styles.purchase}>
      <PackagingButtons
        packages={product.packages}
        selectedId={state.packageId}
        onSelect={state.selectPackage}
        disabled={readOnly}
        describedBy={describedBy}
      />
      <PriceSummary product={product} pkg={pkg} quantity={state.quantity} />
      <div className={styles.actions} title={note ?? undefined}>
        <QuantityStepper
          value={state.quantity}
          familyName={family}
          onChange={state.setQuantity}
          onCommit={state.commit}
          disabled={readOnly}
          describedBy={describedBy}
        />
        {state.inCart ? (
          <span className={styles.inCart}>
            <Icon name="cart" size={18} />
            {productCardMessages.inCart}
          </span>
        ) : (
          <button
            type="button"
            className={styles.add}
            aria-label={productCardMessages.addLabel(family)}
            aria-describedby={describedBy}
            title={note ?? undefined}
            disabled={readOnly || !canAdd(state.quantity)}
            onClick={onAdd}
          >
            {productCardMessages.add}
          </button>
        )}
      </div>
      {note && (
        <span id={noteId} className="visually-hidden">
          {note}
        </span>
      )}
      {confirming && pkg && <PackageConfirmDialog pkg={pkg} onConfirm={confirm} onCancel={() => setConfirming(false)} />}
    </div>
  );
}
