import { useNavigate } from '@tanstack/react-router';
import { PARTNER_QUERY, paths } from '../../config/paths';
import type { Checkout, CheckoutConditions } from '../../domain/entities/checkout';
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
import { SuccessDialog } from './success-dialog';
import { useCheckoutForm } from './use-checkout-form';
import { useCheckoutSubmit } from './use-checkout-submit';
import { useVariableWeightCodes } from './use-variable-weight-codes';
import styles from './checkout-screen.module.css';

interface CheckoutFormProps {
  partnerId: number;
  initial: Checkout;
  conditions: CheckoutConditions;
}

export function CheckoutForm({ partnerId, initial, conditions }: CheckoutFormProps) {
  const back = useBack(partnerId);
  const form = useCheckoutForm(partnerId, initial);
  const submit = useCheckoutSubmit(partnerId, form, conditions);
  const variableWeightCodes = useVariableWeightCodes(partnerId);
  const navigate = useNavigate();
  const { checkout } = form;
  const editing = checkout.orderNumber !== null;

  return (
    <form
      className={styles.screen}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit.submit();
      }}
    >
      <ScreenHeading onBack={back}>{editing ? checkoutMessages.editingTitle : checkoutMessages.title}</ScreenHeading>
      <PartnerBanner partnerId={partnerId} />
      <IssueBanners issues={checkout.validation.issues} />
      <section className={`${styles.section} ${styles.fields}`}>
        <OrderChoices form={form} conditions={conditions} />
        <OrderNotes form={form} conditions={conditions} />
      </section>
      <CheckoutItems items={checkout.items} variableWeightCodes={variableWeightCodes} />
      <CheckoutTotals payment={checkout.payment} coupon={checkout.couponDTO} />
      <button
        type="submit"
        className={`${buttons.button} ${buttons.accent} ${buttons.block}`}
        disabled={submit.submitting || submit.result !== null}
        aria-busy={submit.submitting}
      >
        {submit.submitting ? checkoutMessages.finishing : editing ? checkoutMessages.finishChanges : checkoutMessages.finish}
      </button>
      <SuccessDialog
        result={submit.result}
        editing={editing}
        onGoToOrders={() => void navigate({ to: paths.orderHistory, search: { [PARTNER_QUERY]: partnerId } })}
      />
    </form>
  );
}
