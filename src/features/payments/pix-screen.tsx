import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { PARTNER_QUERY, paths } from '../../config/paths';
import type { OrderPayment, PixCharge } from '../../domain/entities/payments';
import { Dialog } from '../../ui/dialog';
import { useBack } from '../../ui/back';
import { OfflineScreen } from '../../ui/offline-screen';
import { ScreenHeading } from '../../ui/screen-heading';
import { useOnline } from '../../ui/use-online';
import buttons from '../../ui/button.module.css';
import { pixMessages } from './messages';
import { PaymentSummary } from './payment-summary';
import { PixCode } from './pix-code';
import { PixPending } from './pix-pending';
import { useOrderPayment } from './use-order-payment';
import { usePixGeneration } from './use-pix-generation';
import { isChargeUsable, useStoredPixCharge } from './use-stored-pix-charge';
import styles from './pix.module.css';

const route = getRouteApi('/shell/partner/pagar-pix');

/** The charge's own amount, order and receiver; before there is one, the order's. */
function Summary({ charge, payment }: { charge: PixCharge | null; payment: OrderPayment | null | undefined }) {
  if (charge) return <PaymentSummary orderNumber={charge.orderNumber} partnerName={charge.receiverName} amount={charge.amount} />;
  if (!payment) return null;
  return <PaymentSummary orderNumber={payment.orderNumber} partnerName={payment.partnerName} amount={payment.paid ? undefined : payment.amountDue} />;
}

/**
 * '/pagar-pix': resumes the order's charge when the server has one that can still be paid
 * (the stored copy shows at once, offline too); otherwise generates one and waits for its payment.
 */
export function PixScreen() {
  const { partnerId, orderId } = route.useRouteContext();
  const navigate = useNavigate();
  const back = useBack(partnerId);
  const online = useOnline();
  const stored = useStoredPixCharge(orderId);
  const resumed = useOrderPayment(orderId, online);
  const resumedCharge = isChargeUsable(resumed?.pixCharge) ? resumed.pixCharge : null;
  const generation = usePixGeneration(orderId, online, resumed !== undefined && !resumed?.paid && !resumedCharge);
  const [paidNow, setPaidNow] = useState(false);
  const onPaid = useCallback(() => setPaidNow(true), []);
  const paid = paidNow || !!resumed?.paid;
  const toOrders = () => void navigate({ to: paths.orderHistory, search: { [PARTNER_QUERY]: partnerId } });

  const { state } = generation;
  // A charge just generated is the newest; then the server's; the stored one until the server answered.
  const charge = state.phase === 'ready' ? state.charge : (resumedCharge ?? (isChargeUsable(stored) ? stored : null));
  if (!charge && !online) return <OfflineScreen />;

  return (
    <section className={styles.screen} aria-labelledby="pix-title">
      <ScreenHeading id="pix-title" onBack={back}>
        {pixMessages.title}
      </ScreenHeading>
      <Summary charge={charge} payment={resumed} />
      {paid ? null : charge ? (
        <PixCode key={charge.emv} orderId={orderId} charge={charge} onRegenerate={generation.restart} onPaid={onPaid} />
      ) : (
        <PixPending state={state} onRetry={generation.restart} />
      )}
      <Dialog
        open={paid}
        title={pixMessages.paidTitle}
        onClose={toOrders}
        actions={
          <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={toOrders}>
            {pixMessages.toOrders}
          </button>
        }
      >
        <p>{pixMessages.paidText}</p>
      </Dialog>
    </section>
  );
}
