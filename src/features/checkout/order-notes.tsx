import { useState, type KeyboardEvent } from 'react';
import type { CheckoutConditions } from '../../domain/entities/checkout';
import { cleanCoupon, cleanPurchaseOrder, COUPON_MAX, PURCHASE_ORDER_MAX } from './checkout-values';
import type { CheckoutForm } from './use-checkout-form';
import { describedBy, FieldError } from './field-error';
import { checkoutMessages } from './messages';
import styles from './checkout-screen.module.css';

/** Purchase order, observations and coupon; typed fields are sent after a pause, on blur or on Enter. */
export function OrderNotes({ form, conditions }: { form: CheckoutForm; conditions: CheckoutConditions }) {
  const { values, errors, change, checkout } = form;
  const coupon = checkout.couponDTO;
  const [digitsNote, setDigitsNote] = useState(false);
  // Enter (the keyboard's 'Ir') applies the field; it never finishes the order.
  const applyOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void form.flush();
  };
  return (
    <>
      <div className={styles.field}>
        <label htmlFor="checkout-po">{checkoutMessages.purchaseOrder}</label>
        <input
          id="checkout-po"
          type="text"
          inputMode="numeric"
          enterKeyHint="done"
          autoComplete="off"
          value={values.purchaseOrder}
          onKeyDown={applyOnEnter}
          onChange={(e) => {
            const { value, dropped } = cleanPurchaseOrder(e.target.value);
            // Stays while the field holds what was typed around the dropped characters.
            setDigitsNote((shown) => dropped || (shown && value !== ''));
            change('purchaseOrder', value);
          }}
          onBlur={() => void form.flush()}
          aria-describedby="checkout-po-note"
        />
        <p id="checkout-po-note" className={styles.hint} role="status">
          {digitsNote ? checkoutMessages.purchaseOrderDigitsOnly(PURCHASE_ORDER_MAX) : ''}
        </p>
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
            enterKeyHint="done"
            maxLength={COUPON_MAX}
            value={form.offline ? '' : values.coupon}
            disabled={form.offline}
            onKeyDown={applyOnEnter}
            onChange={(e) => change('coupon', cleanCoupon(e.target.value))}
            onBlur={() => void form.flush()}
            {...(form.offline ? { 'aria-describedby': 'checkout-coupon-offline' } : describedBy('checkout-coupon-error', errors.coupon))}
          />
          {form.offline && (
            <p id="checkout-coupon-offline" className={styles.hint}>
              {checkoutMessages.offlineCoupon}
            </p>
          )}
          <FieldError id="checkout-coupon-error" message={errors.coupon} />
          {coupon && !errors.coupon && values.coupon === coupon.code && (
            <p className={styles.hint}>{checkoutMessages.couponApplied(coupon.code, coupon.description)}</p>
          )}
        </div>
      )}
    </>
  );
}
