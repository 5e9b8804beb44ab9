import type { Package, Product } from '../../domain/entities/catalogue';
import { formatBrl, formatWeight } from '../../domain/format';
import { lineTotal, measuredQuantity, priceForQuantity } from '../../domain/pricing';
import { productCardMessages } from './messages';
import styles from './product-card.module.css';

interface PriceSummaryProps {
  product: Product;
  pkg: Package | undefined;
  /** packages */
  quantity: number;
}

/** Promotion tiers, price per sales unit at the current tier, total and unit count. */
export function PriceSummary({ product, pkg, quantity }: PriceSummaryProps) {
  const unit = product.salesUnit;
  // With nothing chosen yet, price one package so the shown tier is the one it would get.
  const measured = pkg ? measuredQuantity(product, pkg, Math.max(quantity, 1)) : 0;
  const unitPrice = priceForQuantity(product.price, measured);
  const promotions = [...product.price.promotions].sort((a, b) => a.minQuantity - b.minQuantity);
  const showList = product.price.price > unitPrice;

  return (
    <div className={styles.prices}>
      {promotions.map((tier) => (
        <p key={`${tier.minQuantity}-${tier.maxQuantity}`} className={styles.promotion}>
          {productCardMessages.promotion(formatBrl(tier.price), unit, tier.minQuantity)}
        </p>
      ))}
      <p className={styles.unitPrice}>
        {/* Read as 'de R$ 17,99 por R$ 16,19/UN': a struck-out price alone reads like a second price. */}
        {showList && (
          <>
            <span className="visually-hidden">{productCardMessages.listPriceBefore}</span>
            <s className={styles.listPrice}>{formatBrl(product.price.price)}</s>
            <span className="visually-hidden">{productCardMessages.listPriceAfter}</span>
          </>
        )}{' '}
        <strong>{productCardMessages.pricePerUnit(formatBrl(unitPrice), unit)}</strong>
      </p>
      {pkg && quantity > 0 && (
        <p className={styles.total}>
          {productCardMessages.total(formatBrl(lineTotal(product, pkg, quantity)))}
          {' · '}
          {unit === 'KG'
            ? formatWeight(measuredQuantity(product, pkg, quantity), product.variableWeight)
            : productCardMessages.unities(pkg.unities * quantity)}
        </p>
      )}
    </div>
  );
}
