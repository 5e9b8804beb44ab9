import type { KeyboardEvent } from 'react';
import type { CheckoutConditions } from '../../domain/entities/checkout';
import { cleanCoupon, cleanPurchaseOrder, COUPON_MAX, PURCHASE_ORDER_MAX } from './checkout-values';
import type { CheckoutForm } from './use-checkout-form';
import { describedBy, FieldError } from './field-error';
import { checkoutMessages } from './messages';
import styles from './checkout-screen.module.css';

// Keys a number field would accept but a purchase order must not [commerce §5].
const blockedPurchaseOrderKeys = new Set(['e', 'E', '+', '-', '.']);

function blockKeys(event: KeyboardEvent<HTMLInputElement>) {
  if (blockedPurchaseOrderKeys.has(event.key)) event.preventDefault();
}

/** Purchase order, observations and coupon; typed fields are sent after a pause or on blur. */
export function OrderNotes({ form, conditions }: { form: CheckoutForm; conditions: CheckoutConditions }) {
  const { values, errors, change, checkout } = form;
  const coupon = checkout.couponDTO;
  return (
    <>
      <div className={styles.field}>
        <label htmlFor="checkout-po">{checkoutMessages.purchaseOrder}</label>
        <input
          id="checkout-po"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          maxLength={PURCHASE_ORDER_MAX}
          value={values.purchaseOrder}
          onKeyDown={blockKeys}
          onChange={(e) => change('purchaseOrder', cleanPurchaseOrder(e.target.value))}
          onBlur={() => void form.flush()}
        />
      </div>

      <div className={styles.field}>
        <label htmlFor="checkout-notes">{checkoutMessages.observations}</label>
        <textarea
          id="checkout-notes"
          rows={3}
          maxLength={500}
          value={values.observations}
          onChange={(e) => change('observations', e.target.value)}
        />
      </div>

      {conditions.displayCoupon && (
        <div className={styles.field}>
          <label htmlFor="checkout-coupon">{checkoutMessages.coupon}</label>
          <input
            id="checkout-coupon"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={COUPON_MAX}
            value={values.coupon}
            onChange={(e) => change('coupon', cleanCoupon(e.target.value))}
            onBlur={() => void form.flush()}
            {...describedBy('checkout-coupon-error', errors.coupon)}
          />
          <FieldError id="checkout-coupon-error" message={errors.coupon} />
          {coupon && !errors.coupon && values.coupon === coupon.code && (
            <p className={styles.hint}>{checkoutMessages.couponApplied(coupon.code, coupon.description)}</p>
          )}
        </div>
      )}
    </>
  );
}
