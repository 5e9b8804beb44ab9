import type { CartItem, Product } from '../../domain/entities';
import { canAdd } from '../../domain/quantity';
import { cartMessages } from '../cart/messages';
import { QuantityStepper } from '../cart/quantity-stepper';
import { useCardQuantity } from '../cart/use-card-quantity';
import { Icon } from '../../ui/icon';
import { PackagingButtons } from './packaging-buttons';
import { PriceSummary } from './price-summary';
import styles from './product-card.module.css';

interface CardPurchaseProps {
  partnerId: number;
  entry: { product: Product; suggestedQuantity: number; lastOrder: { packaging: string } | null };
  cartItem: CartItem | undefined;
}

/** Packaging choice, prices for the current quantity, the stepper and the add button. */
export function CardPurchase({ partnerId, entry, cartItem }: CardPurchaseProps) {
  const { product } = entry;
  const state = useCardQuantity(partnerId, entry, cartItem);
  const pkg = product.packages.find((p) => p.id === state.packageId);
  const family = product.family.name;

  return (
    <div className={styles.purchase}>
      <PackagingButtons packages={product.packages} selectedId={state.packageId} onSelect={state.selectPackage} />
      <PriceSummary product={product} pkg={pkg} quantity={state.quantity} />
      <div className={styles.actions}>
        <QuantityStepper
          value={state.quantity}
          familyName={family}
          onChange={state.setQuantity}
          onCommit={state.commit}
        />
        {state.inCart ? (
          <span className={styles.inCart}>
            <Icon name="cart" size={18} />
            {cartMessages.inCart}
          </span>
        ) : (
          <button
            type="button"
            className={styles.add}
            aria-label={cartMessages.addLabel(family)}
            disabled={!canAdd(state.quantity)}
            onClick={state.add}
          >
            {cartMessages.add}
          </button>
        )}
      </div>
    </div>
  );
}
