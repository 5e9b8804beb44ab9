import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { PARTNER_QUERY, paths } from '../../config/paths';
import type { Checkout, CheckoutConditions } from '../../domain/entities/checkout';
import type { OfflineCheckout } from '../../sync/actions/offline-checkout';
import buttons from '../../ui/button.module.css';
import { useBack } from '../../ui/back';
import { IssueBanners } from '../../ui/issue-banners';
import { ScreenHeading } from '../../ui/screen-heading';
import { CheckoutItems } from './checkout-items';
import { CheckoutTotals } from './checkout-totals';
import { checkoutMessages } from './messages';
import { OrderChoices } from './order-choices';
import { OrderNotes } from './order-notes';
import { PartnerBanner } from './partner-banner';
import { QueuedDialog } from './queued-dialog';
import { SuccessDialog } from './success-dialog';
import { TermsDifferences } from './terms-differences';
import { TotalsState } from './totals-state';
import { useCheckoutForm } from './use-checkout-form';
import { useCheckoutSubmit } from './use-checkout-submit';
import { useDeliveryAddress } from './use-delivery-address';
import { useFocusFirstError } from './use-focus-first-error';
import { useVariableWeightCodes } from './use-variable-weight-codes';
import styles from './checkout-screen.module.css';

interface CheckoutFormProps {
  partnerId: number;
  initial: Checkout;
  conditions: CheckoutConditions;
  /** the checkout the device built offline, or null */
  offline: OfflineCheckout | null;
}

export function CheckoutForm({ partnerId, initial, conditions, offline }: CheckoutFormProps) {
  const back = useBack(partnerId);
  const form = useCheckoutForm(partnerId, initial, offline);
  const screen = useRef<HTMLDivElement>(null);
  const typedAddress = useDeliveryAddress();
  const submit = useCheckoutSubmit(partnerId, form, typedAddress, conditions, useFocusFirstError(screen));
  const variableWeightCodes = useVariableWeightCodes(partnerId);
  const navigate = useNavigate();
  const { checkout } = form;
  const editing = checkout.orderNumber !== null;
  const toOrders = () => void navigate({ to: paths.orderHistory, search: { [PARTNER_QUERY]: partnerId } });
  // While the totals are recomputed the button says so but stays a tab stop: disabled, a Tab pressed right after
  // typing a coupon skipped it and left the screen.
  const totalsPending = form.totals !== 'current';

  // Not a <form>: Enter in a field (the keyboard's 'Ir') must never place the order.
  return (
    <div ref={screen} className={styles.screen}>
      <ScreenHeading onBack={back}>{editing ? checkoutMessages.editingTitle : checkoutMessages.title}</ScreenHeading>
      <PartnerBanner partnerId={partnerId} />
      {form.offline && (
        <p className={styles.offlineNote} role="note">
          {checkoutMessages.offlineEstimate}
        </p>
      )}
      <IssueBanners issues={checkout.validation.issues} />
      <section className={`${styles.section} ${styles.fields}`}>
        <OrderChoices form={form} conditions={conditions} typedAddress={typedAddress} />
        <OrderNotes form={form} conditions={conditions} />
      </section>
      <CheckoutItems items={checkout.items} variableWeightCodes={variableWeightCodes} deliveryDate={form.values.deliveryDate} />
      <CheckoutTotals payment={checkout.payment} coupon={checkout.couponDTO} />
      <TotalsState id="checkout-totals-state" state={form.totals} onRefresh={() => void form.flush()} />
      <TermsDifferences refusal={submit.refused?.refusal ?? null} items={submit.refused?.items ?? []} />
      <button
        type="button"
        className={`${buttons.button} ${buttons.accent} ${buttons.block}`}
        disabled={submit.submitting || submit.result !== null || submit.queued}
        aria-disabled={totalsPending || undefined}
        aria-busy={submit.submitting}
        aria-describedby={totalsPending ? 'checkout-totals-state' : undefined}
        onClick={() => {
          if (!totalsPending) void submit.submit();
        }}
      >
        {submit.submitting ? checkoutMessages.finishing : editing ? checkoutMessages.finishChanges : checkoutMessages.finish}
      </button>
      <QueuedDialog open={submit.queued} onGoToOrders={toOrders} />
      <SuccessDialog
        partnerId={partnerId}
        result={submit.result}
        editing={editing}
        onGoToOrders={toOrders}
      />
    </div>
  );
}
