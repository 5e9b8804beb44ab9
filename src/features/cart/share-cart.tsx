import { formatBrl } from '../../domain/format';
import { packageAbbreviation } from '../../domain/package-name';
import { lineTotal } from '../../domain/pricing';
import { usePartnerName } from '../partners/use-partners';
import { shareMessages } from '../share/messages';
import { ShareButton } from '../share/share-button';
import { shareText, type ShareLine } from '../share/share-text';
import type { CartEstimate } from './cart-estimate';
import type { CartLine } from './use-cart-lines';

/** A cart line as shared: the product's name, its quantity in its package, its amount at the device's prices. */
export function cartShareLine({ item, product }: CartLine): ShareLine {
  const pkg = product?.product.packages.find((p) => p.id === item.productPackageId);
  return {
    name: product?.product.family.name ?? `#${item.productId}`,
    quantity: item.quantity,
    unit: pkg ? packageAbbreviation(pkg) : '',
    total: product && pkg ? lineTotal(product.product, pkg, item.quantity) : null,
  };
}

/** 'Compartilhar' under the cart: its text works offline (no PDF: a cart is not an order yet). */
export function ShareCart({ partnerId, lines, estimate }: { partnerId: number; lines: CartLine[]; estimate: CartEstimate }) {
  const partner = usePartnerName(partnerId);
  if (partner === undefined) return null;
  const text = shareText({
    heading: shareMessages.cartHeading(partner),
    lines: lines.map(cartShareLine),
    total: shareMessages.estimatedTotal(formatBrl(estimate.total)),
  });
  return <ShareButton text={text} label={shareMessages.shareCartLabel} />;
}
