import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, NETWORK_MESSAGE } from '../../api/errors';
import type { Checkout } from '../../domain/entities/checkout';
import { updateCheckout } from '../../sync/actions/checkout';
import { repriceOffline, type OfflineCheckout } from '../../sync/actions/offline-checkout';
import { showToast } from '../../ui/toast';
import {
  byField, initialValues, sameServerChoices, updatePayload, type CheckoutField, type CheckoutValues, type FieldErrors,
} from './checkout-values';
import { isNetworkFailure, serverMessage } from './errors';
import { checkoutMessages } from './messages';

// Typed fields wait for a pause before the update call ([commerce §9] purchase order 1 s).
const DEBOUNCE_MS = 1000;
const TYPED: ReadonlySet<CheckoutField> = new Set(['purchaseOrder', 'coupon']);
// Observations travel with the next update and with the finish; they change no amount.
const LOCAL_ONLY: ReadonlySet<CheckoutField> = new Set(['observations']);

/**
 * Whether the totals on screen are the server's answer to the choices on screen:
 * `updating` while a typed change waits or an update is on its way, `stale` when the last
 * update failed. Only `current` lets the order be finished.
 */
export type TotalsState = 'current' | 'updating' | 'stale';

/**
 * The checkout's choices, the update call after each change and the errors per field. `offline`: the checkout
 * the device built; its choices are priced on the device.
 */
export function useCheckoutForm(partnerId: number, initial: Checkout, offline: OfflineCheckout | null = null) {
  const [values, setValues] = useState(() => initialValues(initial));
  const [checkout, setCheckout] = useState(initial);
  const [serverErrors, setServerErrors] = useState<FieldErrors>(() => byField(initial.validation.errors));
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  // The choices the totals on screen were priced for.
  const [priced, setPriced] = useState(() => initialValues(initial));
  const pricedRef = useRef(priced);
  const [waiting, setWaiting] = useState(false);
  const [updating, setUpdating] = useState(false);
  const valuesRef = useRef(values);
  const seq = useRef(0);
  const inFlight = useRef<Promise<void>>(Promise.resolve());
  const pending = useRef<{ field: CheckoutField; timer: ReturnType<typeof setTimeout> } | null>(null);
  const lastField = useRef<CheckoutField>('paymentPlan');

  const onUpdateFailure = useCallback((field: CheckoutField, error: unknown) => {
    if (field === 'coupon' && !(error instanceof ApiError && error.status === 404) && !isNetworkFailure(error)) {
      setServerErrors((errors) => ({ ...errors, coupon: checkoutMessages.invalidCoupon }));
    } else if (error instanceof ApiError && error.status === 404) showToast(checkoutMessages.cartNotFound);
    else showToast(isNetworkFailure(error) ? NETWORK_MESSAGE : serverMessage(error) || NETWORK_MESSAGE);
  }, []);

  const send = useCallback(
    (field: CheckoutField) => {
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = null;
      setWaiting(false);
      lastField.current = field;
      const id = ++seq.current;
      const sent = valuesRef.current;
      setUpdating(true);
      const priced = offline
        ? Promise.resolve({ ...offline.checkout, payment: repriceOffline(offline, sent.paymentPlan) })
        : updateCheckout(partnerId, initial.cartId, updatePayload(partnerId, sent));
      const promise = priced.then(
        (next) => {
          if (id !== seq.current) return;
          setCheckout(next);
          pricedRef.current = sent;
          setPriced(sent);
          setServerErrors(byField(next.validation.errors));
        },
        (error: unknown) => {
          if (id === seq.current) onUpdateFailure(field, error);
        },
      ).finally(() => {
        if (id === seq.current) setUpdating(false);
      });
      inFlight.current = promise;
      return promise;
    },
    [partnerId, initial.cartId, onUpdateFailure, offline],
  );

  const totals: TotalsState = waiting || updating ? 'updating' : sameServerChoices(values, priced) ? 'current' : 'stale';

  const change = <K extends CheckoutField>(field: K, value: CheckoutValues[K]) => {
    valuesRef.current = { ...valuesRef.current, [field]: value };
    setValues(valuesRef.current);
    setClientErrors(({ [field]: _cleared, ...rest }) => rest);
    setServerErrors(({ [field]: _cleared, ...rest }) => rest);
    if (LOCAL_ONLY.has(field)) return;
    if (!TYPED.has(field)) return void send(field);
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = { field, timer: setTimeout(() => void send(field), DEBOUNCE_MS) };
    setWaiting(true);
  };

  /**
   * Sends a waiting typed change at once (or again, after a failed update) and resolves
   * when the latest update settled: Enter in a field and leaving it apply it.
   */
  const flush = useCallback(async () => {
    if (pending.current) return send(pending.current.field);
    await inFlight.current;
    if (!sameServerChoices(valuesRef.current, pricedRef.current)) await send(lastField.current);
  }, [send]);

  useEffect(() => () => {
    if (pending.current) clearTimeout(pending.current.timer);
  }, []);

  return {
    offline: offline !== null,
    values,
    valuesRef,
    checkout,
    totals,
    errors: { ...serverErrors, ...clientErrors } as FieldErrors,
    change,
    flush,
    /** Prices the choices on screen again (the server's prices changed). */
    reprice: () => send(lastField.current),
    setClientErrors,
    setServerErrors,
  };
}

export type CheckoutForm = ReturnType<typeof useCheckoutForm>;
