import { lazy, Suspense } from 'react';
import type { CheckoutConditions, CustomerAddress } from '../../domain/entities/checkout';
import { formatDate } from '../../domain/format';
import type { CheckoutForm } from './use-checkout-form';
import type { DeliveryAddressForm } from './use-delivery-address';
import { describedBy, FieldError } from './field-error';
import { checkoutMessages } from './messages';
import { itemsOutOfDate } from './shelf-life';
import styles from './checkout-screen.module.css';

// With its CEP mask, loaded only for a customer with no address on file (precached: offline too).
const DeliveryAddressFields = lazy(async () => ({ default: (await import('./delivery-address-form')).DeliveryAddressFields }));

function addressText(a: CustomerAddress): string {
  return `${a.street}, ${a.district} – ${a.city}/${a.state}`;
}

interface OrderChoicesProps {
  form: CheckoutForm;
  conditions: CheckoutConditions;
  /** what the customer types when no address is on file */
  typedAddress: DeliveryAddressForm;
}

/** Payment plan, delivery address (typed, without one on file) and delivery date: each choice is sent at once. */
export function OrderChoices({ form, conditions, typedAddress }: OrderChoicesProps) {
  const { values, errors, change } = form;
  const addresses = form.checkout.customerAddressList;
  return (
    <>
      <div className={styles.field}>
        <label htmlFor="checkout-plan">{checkoutMessages.paymentPlan}</label>
        <select
          id="checkout-plan"
          value={values.paymentPlan ?? ''}
          onChange={(e) => change('paymentPlan', e.target.value === '' ? null : Number(e.target.value))}
          {...describedBy('checkout-plan-error', errors.paymentPlan)}
        >
          {values.paymentPlan === null && <option value="" />}
          {conditions.paymentPlans.map((plan) => {
            // Card payments are never queued: offline, a plan only a card pays cannot be chosen.
            const needsServer = form.offline && plan.cardOnly === true;
            return (
              <option key={plan.id} value={plan.id} disabled={needsServer}>
                {needsServer ? checkoutMessages.offlineCardPlan(plan.description) : plan.description}
              </option>
            );
          })}
        </select>
        {form.offline && conditions.paymentPlans.some((plan) => plan.cardOnly) && (
          <p className={styles.hint}>{checkoutMessages.offlineCardPlansHint}</p>
        )}
        <FieldError id="checkout-plan-error" message={errors.paymentPlan} />
      </div>

      {addresses.length === 0 && (
        <Suspense fallback={null}>
          <DeliveryAddressFields address={typedAddress} />
        </Suspense>
      )}
      {addresses.length === 1 && (
        <div className={styles.field}>
          <span className={styles.label}>{checkoutMessages.deliveryAddress}</span>
          <p>{addressText(addresses[0])}</p>
        </div>
      )}
      {addresses.length > 1 && (
        <fieldset
          className={styles.radioGroup}
          {...describedBy('checkout-address-error', errors.alternativeAddress)}
        >
          <legend className={styles.label}>{checkoutMessages.deliveryAddress}</legend>
          {addresses.map((address) => (
            <label key={address.alternateAddressId} className={styles.radio}>
              <input
                type="radio"
                name="checkout-address"
                checked={values.alternativeAddress === address.alternateAddressId}
                onChange={() => change('alternativeAddress', address.alternateAddressId)}
              />
              <span>{addressText(address)}</span>
            </label>
          ))}
          <FieldError id="checkout-address-error" message={errors.alternativeAddress} />
        </fieldset>
      )}

      <DeliveryDate form={form} dates={conditions.deliveryDates} />
    </>
  );
}

/**
 * The offered dates; when a short-dated item would be out of date on some of them, each
 * date says whether it keeps every item in date, and a hint names the last one that does.
 */
function DeliveryDate({ form, dates }: { form: CheckoutForm; dates: string[] }) {
  const { values, errors, change } = form;
  const items = form.checkout.items;
  const inDate = dates.filter((date) => itemsOutOfDate(items, date) === 0);
  const annotate = inDate.length < dates.length;
  const label = (date: string) => {
    if (!annotate) return formatDate(date);
    const out = itemsOutOfDate(items, date);
    return out === 0 ? checkoutMessages.dateKeepsItemsInDate(formatDate(date)) : checkoutMessages.dateExpiresItems(formatDate(date), out);
  };
  const error = describedBy('checkout-date-error', errors.deliveryDate);
  const hintId = annotate ? 'checkout-date-hint' : undefined;
  const describedIds = [error['aria-describedby'], hintId].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor="checkout-date">{checkoutMessages.deliveryDate}</label>
      <select
        id="checkout-date"
        required
        value={values.deliveryDate ?? ''}
        onChange={(e) => change('deliveryDate', e.target.value || null)}
        {...error}
        aria-describedby={describedIds || undefined}
      >
        <option value="">{checkoutMessages.chooseDate}</option>
        {dates.map((date) => (
          <option key={date} value={date}>
            {label(date)}
          </option>
        ))}
      </select>
      {annotate && (
        <p id={hintId} className={styles.hint}>
          {inDate.length > 0 ? checkoutMessages.datesInDateHint(formatDate(inDate[inDate.length - 1])) : checkoutMessages.noDateInDateHint}
        </p>
      )}
      <FieldError id="checkout-date-error" message={errors.deliveryDate} />
    </div>
  );
}
