import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/errors';
import { PARTNER_QUERY, paths } from '../../config/paths';
import { repeatOrder } from '../../sync/actions/orders';
import { showToast } from '../../ui/toast';
import { orderMessages } from './messages';
import { requireOnline } from './needs-server';

/** [commerce §4] after the products are added, the cart opens this much later. */
const REPEAT_REDIRECT_MS = 2000;

/** Repeat order: add the order's products to the cart, say so, then go to the cart. */
export function useRepeatOrder(partnerId: number): { repeat: (orderId: number) => Promise<void>; busy: boolean } {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const repeat = async (orderId: number) => {
    if (!requireOnline()) return;
    setBusy(true);
    try {
      await repeatOrder(partnerId, orderId);
      showToast(orderMessages.repeated);
      timer.current = setTimeout(
        () => void navigate({ to: paths.cart, search: { [PARTNER_QUERY]: partnerId } }),
        REPEAT_REDIRECT_MS,
      );
    } catch (error) {
      const message = error instanceof ApiError ? error.body.message : '';
      showToast(message || orderMessages.repeatFailed);
    } finally {
      setBusy(false);
    }
  };

  return { repeat, busy };
}
