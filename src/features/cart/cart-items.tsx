import { useCardSize } from '../product-card/card-size';
import { ProductCard } from '../product-card/product-card';
import { cartMessages } from './messages';
import { MissingProductRow } from './missing-product-row';
import type { CartLine } from './use-cart-lines';
import styles from './cart-screen.module.css';

interface CartItemsProps {
  partnerId: number;
  lines: CartLine[];
  /** view-only or locked: every purchase control is disabled */
  readOnly: boolean;
}

/** The cart's items as product cards, with the catalogue's quantity rules and outbox. */
export function CartItems({ partnerId, lines, readOnly }: CartItemsProps) {
  const size = useCardSize();
  return (
    // A disabled fieldset disables every control of the cards natively (stepper, packaging).
    <fieldset className={styles.itemsFieldset} disabled={readOnly}>
      {/* A heading between the screen's h1 and the cards' h3, for heading navigation. */}
      <legend className={styles.visuallyHidden}>
        <h2>{cartMessages.items}</h2>
      </legend>
      <ul className={styles.items}>
        {lines.map(({ item, product }, index) => (
          <li key={item.productId}>
            {product ? (
              <ProductCard partnerId={partnerId} entry={product} size={size} eagerImage={index < 3} />
            ) : (
              <MissingProductRow item={item} />
            )}
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
