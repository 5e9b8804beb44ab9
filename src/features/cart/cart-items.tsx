import { useMediaQuery } from '../../ui/use-media-query';
import { DESKTOP_QUERY } from '../product-card/card-mode';
import { useCardSize } from '../product-card/card-size';
import { ProductCard } from '../product-card/product-card';
import { CompactCartList } from './compact-cart-list';
import { ItemsFieldset } from './items-fieldset';
import { MissingProductRow } from './missing-product-row';
import type { CartLine } from './use-cart-lines';
import styles from './cart-screen.module.css';

interface CartItemsProps {
  partnerId: number;
  lines: CartLine[];
  /** view-only or locked: every purchase control is disabled */
  readOnly: boolean;
}

/**
 * The cart's items with the catalogue's quantity rules and outbox: product cards on a wide
 * screen, a compact list on a phone (which keeps a removed line's 'Desfazer' even when the
 * cart has just become empty).
 */
export function CartItems({ partnerId, lines, readOnly }: CartItemsProps) {
  const size = useCardSize();
  const wide = useMediaQuery(DESKTOP_QUERY);
  if (!wide) return <CompactCartList partnerId={partnerId} lines={lines} readOnly={readOnly} />;
  if (lines.length === 0) return null;
  return (
    <ItemsFieldset disabled={readOnly}>
      <ul className={styles.items}>
        {lines.map(({ item, product }, index) => (
          <li key={item.productId}>
            {product ? (
              <ProductCard partnerId={partnerId} entry={product} size={size} layout="list" eagerImage={index < 3} />
            ) : (
              <MissingProductRow item={item} />
            )}
          </li>
        ))}
      </ul>
    </ItemsFieldset>
  );
}
