import { useId, useState } from 'react';
import type { OrderDetailItem, OrderIssue } from '../../domain/entities/orders';
import { setCartQuantity } from '../../sync/commands/cart-item';
import { useCartRestrictions } from '../product-card/use-cart-restrictions';
import { Icon } from '../../ui/icon';
import buttons from '../../ui/button.module.css';
import { ItemPrices } from './item-prices';
import { orderMessages } from './messages';
import styles from './order-detail.module.css';

interface OrderItemRowProps {
  item: OrderDetailItem;
  partnerId: number;
  canAdd: boolean;
  issues: OrderIssue[];
}

/** One item of the order: image, family, brand, packaging, quantity, price and total and, by status, add to cart. */
export function OrderItemRow({ item, partnerId, canAdd, issues }: OrderItemRowProps) {
  const [added, setAdded] = useState(item.hasInCart);
  // A view-only or locked cart takes no item: the button stays, disabled, saying why.
  const { readOnly, note } = useCartRestrictions(partnerId);
  const noteId = useId();
  const { product } = item.purchase;
  const pkg = product.packages.find((p) => p.id === item.productPackageId);
  const add = () => {
    if (readOnly) return;
    setAdded(true);
    void setCartQuantity(partnerId, product.id, item.quantityPackages, item.productPackageId);
  };
  return (
    <li className={styles.item}>
      {product.medias[0] ? (
        <img className={styles.image} src={product.medias[0]} alt={product.family.name} width={64} height={64} loading="lazy" />
      ) : (
        <span className={styles.image} aria-hidden="true" />
      )}
      <div className={styles.itemText}>
        <h3 className={styles.family}>{product.family.name}</h3>
        <p className={styles.muted}>{product.brand.name}</p>
        {pkg && (
          <p className={styles.muted}>
            {orderMessages.packaging}: {pkg.description}
          </p>
        )}
        <p>{orderMessages.quantity(item.quantityPackages)}</p>
        <ItemPrices salesPrice={item.salesPrice} salesUnit={item.salesUnit} total={item.total} />
        {issues.map((issue, index) => (
          <p key={index} className={styles.itemIssue}>
            {issue.message}
          </p>
        ))}
      </div>
      {canAdd &&
        (added ? (
          <span className={styles.inCart}>{orderMessages.addedToCart}</span>
        ) : (
          <>
            <button
              type="button"
              className={buttons.iconButton}
              aria-label={orderMessages.addToCart(product.family.name)}
              aria-describedby={readOnly ? noteId : undefined}
              title={note ?? undefined}
              disabled={readOnly}
              onClick={add}
            >
              <Icon name="cart" />
            </button>
            {note && (
              <span id={noteId} className="visually-hidden">
                {note}
              </span>
            )}
          </>
        ))}
    </li>
  );
}
