import type { CheckoutConditions, CustomerAddress } from '../../domain/entities/checkout';
import { formatDate } from '../../domain/format';
import type { CheckoutForm } from './use-checkout-form';
import { describedBy, FieldError } from './field-error';
import { checkoutMessages } from './messages';
import styles from './checkout-screen.module.css';

function addressText(a: CustomerAddress): string {
  return `${a.street}, ${a.district} – ${a.city}/${a.state}`;
}

interface OrderChoicesProps {
  form: CheckoutForm;
  conditions: CheckoutConditions;
}

/** Payment plan, delivery address and delivery date: each change is sent at once. */
export function OrderChoices({ form, conditions }: OrderChoicesProps) {
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
          {conditions.paymentPlans.map((plan) => (
            <option key={plan.id} value={plan.id}>
              {plan.description}
            </option>
          ))}
        </select>
        <FieldError id="checkout-plan-error" message={errors.paymentPlan} />
      </div>

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

      <div className={styles.field}>
        <label htmlFor="checkout-date">{checkoutMessages.deliveryDate}</label>
        <select
          id="checkout-date"
          required
          value={values.deliveryDate ?? ''}
          onChange={(e) => change('deliveryDate', e.target.value || null)}
          {...describedBy('checkout-date-error', errors.deliveryDate)}
        >
          <option value="">{checkoutMessages.chooseDate}</option>
          {conditions.deliveryDates.map((date) => (
            <option key={date} value={date}>
              {formatDate(date)}
            </option>
          ))}
        </select>
        <FieldError id="checkout-date-error" message={errors.deliveryDate} />
      </div>
    </>
  );
}
