import { useState } from 'react';
import type { StoredProduct } from '../../db/user-db';
import { formatDate, formatWeight } from '../../domain/format';
import { packagesCounted } from '../../domain/package-name';
import { measuredQuantity } from '../../domain/pricing';
import { MAX_QUANTITY } from '../../domain/quantity';
import { setCartQuantity } from '../../sync/commands/cart-item';
import type { StoredHistory } from '../../sync/pulls/product-details';
import { showToast } from '../../ui/toast';
import { productMessages as m } from './messages';
import styles from './product-screens.module.css';
import buttons from '../../ui/button.module.css';

type Purchase = StoredHistory['history'][number];

interface PurchaseListProps {
  partnerId: number;
  history: StoredHistory;
  /** the product as the device holds it: its packages' types and contents */
  entry: StoredProduct | null | undefined;
  disabled: boolean;
}

/** What a tap put in the cart, under the row tapped; a toast would be replaced by the sync's 'Quantidade atualizada!'. */
interface Repeated {
  index: number;
  text: string;
  undo: () => void;
}

/** What `quantity` packages hold in the sales unit ('80 UN'), when the device knows the package and it holds more than one. */
function contents(entry: StoredProduct | null | undefined, packageId: number, quantity: number): string | null {
  const pkg = entry?.product.packages.find((p) => p.id === packageId);
  if (!entry || !pkg) return null;
  const measured = measuredQuantity(entry.product, pkg, quantity);
  if (measured === quantity) return null;
  return entry.product.salesUnit === 'KG' ? formatWeight(measured, entry.product.variableWeight) : `${measured} ${entry.product.salesUnit}`;
}

/** Past purchases, each naming the package it counted; tapping one puts it in the cart, with undo. */
export function PurchaseList({ partnerId, history, entry, disabled }: PurchaseListProps) {
  const { product } = history;
  const [repeated, setRepeated] = useState<Repeated | null>(null);
  const counted = (purchase: Purchase, quantity = purchase.quantity) => {
    const known = entry?.product.packages.find((p) => p.id === purchase.productPackageId);
    const description = product.packages.find((p) => p.id === purchase.productPackageId)?.description ?? '';
    return packagesCounted(quantity, { label: purchase.packaging, description, packageType: known?.packageType });
  };
  const repeat = async (purchase: Purchase, index: number) => {
    const pkg = product.packages.find((p) => p.id === purchase.productPackageId);
    if (!pkg) return showToast(m.packageGone);
    const quantity = Math.min(purchase.quantity, MAX_QUANTITY);
    const before = await setCartQuantity(partnerId, product.id, quantity, pkg.id);
    const undo = () => {
      setRepeated(null);
      void (before
        ? setCartQuantity(partnerId, product.id, before.quantity, before.productPackageId)
        : setCartQuantity(partnerId, product.id, 0, pkg.id, { undoShownByCaller: true }));
    };
    setRepeated({ index, text: m.setInCart(counted(purchase, quantity), contents(entry, pkg.id, quantity)), undo });
  };
  return (
    <>
      <p className={styles.hint}>{m.historyHint}</p>
      <div className={styles.columns} aria-hidden="true">
        <span>{m.date}</span>
        <span>{m.purchase}</span>
      </div>
      <ul className={styles.history}>
        {history.history.map((purchase, index) => {
          const date = formatDate(purchase.date);
          const text = counted(purchase);
          return (
            <li key={`${purchase.date}-${index}`}>
              <button
                type="button"
                className={styles.purchase}
                disabled={disabled}
                aria-label={m.repeatPurchase(date, text)}
                onClick={() => void repeat(purchase, index)}
              >
                <span>{date}</span>
                <span>{text}</span>
              </button>
              <div role="status" className={styles.repeated}>
                {repeated?.index === index && (
                  <>
                    <span>{repeated.text}</span>
                    <button type="button" className={buttons.pill} onClick={repeated.undo}>
                      {m.undo}
                    </button>
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
