import { useRef, useState } from 'react';
import { NETWORK_MESSAGE } from '../../api/errors';
import type { CheckoutConditions, CheckoutItem, CompleteOrderResponse, TermsRefusal } from '../../domain/entities/checkout';
import { CartChangesWaitingError } from '../../sync/actions/checkout';
import { loadCommands } from '../../sync/commands/load-commands';
import { queueOrder } from '../../sync/commands/place-order';
import { showToast } from '../../ui/toast';
import { byField, completeOrderRequest, requiredErrors } from './checkout-values';
import { isNetworkFailure, serverFieldErrors, serverMessage, termsRefusal } from './errors';
import { checkoutMessages } from './messages';
import type { CheckoutForm } from './use-checkout-form';
import type { DeliveryAddressForm } from './use-delivery-address';
import { useFinishOrder } from './use-finish-order';

/**
 * 'Finalizar pedido': only with the server's totals for the choices on screen, then the
 * required fields (and the typed address, without one on file), then the order; offline, the order is queued on
 * the device with the terms and the address on screen. `onInvalid` follows errors set on the fields.
 */
export function useCheckoutSubmit(
  partnerId: number,
  form: CheckoutForm,
  typedAddress: DeliveryAddressForm,
  conditions: CheckoutConditions,
  onInvalid: () => void,
) {
  const order = useFinishOrder(partnerId);
  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<CompleteOrderResponse | null>(null);
  // With the items it was sent for: a product no longer orderable leaves the repriced review.
  const [refused, setRefused] = useState<{ refusal: TermsRefusal; items: CheckoutItem[] } | null>(null);
  const [queued, setQueued] = useState(false);
  const running = useRef(false);

  const submit = async () => {
    // The button is disabled meanwhile; a change not yet priced is never ordered unseen.
    if (running.current || form.totals !== 'current') return;
    running.current = true;
    setSubmitting(true);
    try {
      const values = form.valuesRef.current;
      const needsTyped = form.checkout.customerAddressList.length === 0;
      const missing = requiredErrors(values, form.checkout.customerAddressList.length);
      const deliveryAddress = needsTyped ? typedAddress.validate() : null;
      if (Object.keys(missing).length > 0 || (needsTyped && !deliveryAddress)) {
        form.setClientErrors(missing);
        return onInvalid();
      }
      if (form.offline) {
        const plan = conditions.paymentPlans.find((p) => p.id === values.paymentPlan && !p.cardOnly);
        if (!plan) {
          form.setClientErrors({ paymentPlan: checkoutMessages.paymentPlanRequired });
          return onInvalid();
        }
        // The flusher sends it once the phone is online again (started here if nothing else did).
        await loadCommands();
        const request = completeOrderRequest(partnerId, form.checkout, conditions, { ...values, coupon: '' }, deliveryAddress);
        await queueOrder({ partnerId, request, items: form.checkout.items, payment: form.checkout.payment });
        return setQueued(true);
      }
      setRefused(null);
      setResult(await order.finish(completeOrderRequest(partnerId, form.checkout, conditions, values, deliveryAddress)));
    } catch (error) {
      if (error instanceof CartChangesWaitingError) {
        // Nothing was sent: the order would leave the waiting changes out.
        return showToast(error.reason === 'question' ? checkoutMessages.cartQuestionPending : checkoutMessages.cartChangesUnsent);
      }
      const refusal = termsRefusal(error);
      if (refusal) {
        // Nothing was placed: the review shows the server's terms now, and the next finish sends those.
        setRefused({ refusal, items: form.checkout.items });
        return void form.reprice();
      }
      const fields = serverFieldErrors(error);
      const addressShown = typedAddress.showServerErrors(fields);
      if (fields.length > 0) {
        form.setServerErrors((current) => ({ ...current, ...byField(fields) }));
        onInvalid();
      }
      // A refusal of the typed address is read under its field, where the focus goes: a toast would cover the button.
      if (addressShown.length > 0 && addressShown.length === fields.length) return;
      showToast(isNetworkFailure(error) ? NETWORK_MESSAGE : serverMessage(error) || checkoutMessages.finishFailed);
    } finally {
      running.current = false;
      setSubmitting(false);
    }
  };

  return { submitting, result, refused, queued, submit };
}
