import type { OrderDetail } from '../../domain/entities/orders';
import { formatBrl } from '../../domain/format';
import { packageAbbreviation } from '../../domain/package-name';
import { orderSummary } from '../../sync/actions/orders';
import buttons from '../../ui/button.module.css';
import { usePartnerName } from '../partners/use-partners';
import { shareMessages } from '../share/messages';
import { ShareButton } from '../share/share-button';
import { shareText, type ShareLine } from '../share/share-text';

/** The order's items as shared, at the amounts the order charged. */
export function orderShareLines(detail: OrderDetail): ShareLine[] {
  return detail.items.map((item) => {
    const pkg = item.purchase.product.packages.find((p) => p.id === item.productPackageId);
    return { name: item.purchase.product.family.name, quantity: item.quantityPackages, unit: pkg ? packageAbbreviation(pkg) : '', total: item.total };
  });
}

/** The PDF to share: the server's once, then the device's copy; none offline before that. */
async function summaryFile(detail: OrderDetail): Promise<File | null> {
  const summary = await orderSummary(detail.id, detail.number);
  return summary && new File([summary.blob], summary.fileName, { type: 'application/pdf' });
}

/** 'Compartilhar' on an order: its PDF where the browser shares files, else its text. */
export function ShareOrder({ partnerId, detail }: { partnerId: number; detail: OrderDetail }) {
  const partner = usePartnerName(partnerId);
  if (partner === undefined) return null;
  const text = shareText({
    heading: shareMessages.orderHeading(detail.number, partner),
    lines: orderShareLines(detail),
    total: shareMessages.total(formatBrl(detail.payment.totalPayment)),
  });
  return (
    <ShareButton
      text={text}
      label={shareMessages.shareOrderLabel(detail.number)}
      file={() => summaryFile(detail)}
      className={`${buttons.button} ${buttons.secondary} ${buttons.block}`}
    />
  );
}
