import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { CartItem } from '../../domain/entities/cart';
import type { Product } from '../../domain/entities/catalogue';
import { canAdd, canIncrement } from '../../domain/quantity';
import { ariaIds } from '../../ui/aria-ids';
import { productCardMessages } from './messages';
import { QuantityStepper } from './quantity-stepper';
import { useCardQuantity } from './use-card-quantity';
import { Icon } from '../../ui/icon';

// Asked only when '+' meets a product with several packages and none chosen yet.
const PackageConfirmDialog = lazy(async () => ({ default: (await import('./package-confirm-dialog')).PackageConfirmDialog }));
import { PackagingButtons } from './packaging-buttons';
import { PriceSummary } from './price-summary';
import { SuggestedQuantity } from './suggested-quantity';
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
  const [focusStepper, setFocusStepper] = useState(false);
  const plusRef = useRef<HTMLButtonElement>(null);
  const noteId = useId();
  const stepperNoteId = useId();
  const suggestionId = useId();
  const pkg = product.packages.find((p) => p.id === state.packageId);
  const family = product.family.name;
  const describedBy = readOnly ? noteId : undefined;

  // 'Adicionar' gives way to 'No carrinho' once added: focus goes to the stepper's + (a
  // button, so a phone does not open its keyboard), after the package dialog has closed.
  useEffect(() => {
    if (!focusStepper) return;
    setFocusStepper(false);
    plusRef.current?.focus();
  }, [focusStepper]);
  const add = () => {
    state.add();
    setFocusStepper(true);
  };

  // [commerce §2] Product card: with several packages and none picked on this card, confirm the preselected one.
  const onAdd = () => (pkg && product.packages.length > 1 && !state.packageChosen ? setConfirming(true) : add());
  const confirm = () => {
    setConfirming(false);
    add();
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
      {state.suggestion && <SuggestedQuantity id={suggestionId} {...state.suggestion} />}
      <div className={styles.actions} title={note ?? undefined}>
        <QuantityStepper
          value={state.quantity}
          familyName={family}
          pkg={pkg}
          onChange={state.setQuantity}
          onCommit={state.commit}
          onZeroTyped={state.zeroTyped}
          disabled={readOnly}
          describedBy={describedBy}
          noteId={stepperNoteId}
          plusRef={plusRef}
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
            aria-describedby={ariaIds(describedBy, state.suggestion && suggestionId, !canIncrement(state.quantity) && stepperNoteId)}
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
      {confirming && pkg && (
        <Suspense fallback={null}>
          <PackageConfirmDialog pkg={pkg} onConfirm={confirm} onCancel={() => setConfirming(false)} />
        </Suspense>
      )}
    </div>
  );
}
