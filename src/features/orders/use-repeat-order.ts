import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/errors';
import { PARTNER_QUERY, paths } from '../../config/paths';
import { repeatOrder } from '../../sync/actions/orders';
import { withCommands } from '../../sync/commands/load-commands';
import type { DeviceRepeat } from '../../sync/commands/repeat-order';
import { showToast } from '../../ui/toast';
import { orderMessages } from './messages';

/** [commerce §4] after the products are added, the cart opens this much later. */
const REPEAT_REDIRECT_MS = 2000;

/** Why the device would not repeat the order, in the words shown. */
class RepeatRefused extends Error {}

/** Offline: the order kept on the device goes into the cart through the outbox; what it says. */
async function repeatOnDevice(partnerId: number, orderId: number): Promise<string | null> {
  let result: DeviceRepeat | undefined;
  await withCommands(async (commands) => void (result = await commands.repeatOrderOnDevice(partnerId, orderId)));
  if (!result) return null;
  if (result.outcome === 'cart-closed') throw new RepeatRefused(orderMessages.repeatCartClosed);
  if (result.outcome === 'nothing') throw new RepeatRefused(orderMessages.repeatFailed);
  return result.plan.skipped > 0 ? orderMessages.repeatedWithout(result.plan.skipped) : orderMessages.repeated;
}

/**
 * Repeat order: add the order's products to the cart, say so, then go to the cart. Online the
 * server adds them in one call; offline the device does, by the same rules, through the outbox.
 */
export function useRepeatOrder(partnerId: number): { repeat: (orderId: number) => Promise<void>; busy: boolean } {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const repeat = async (orderId: number) => {
    setBusy(true);
    try {
      const said = navigator.onLine ? (await repeatOrder(partnerId, orderId), orderMessages.repeated) : await repeatOnDevice(partnerId, orderId);
      // null: the commands could not load, and the user was told so.
      if (said === null) return;
      showToast(said);
      timer.current = setTimeout(
        () => void navigate({ to: paths.cart, search: { [PARTNER_QUERY]: partnerId } }),
        REPEAT_REDIRECT_MS,
      );
    } catch (error) {
      const message = error instanceof ApiError ? error.body.message : error instanceof RepeatRefused ? error.message : '';
      showToast(message || orderMessages.repeatFailed);
    } finally {
      setBusy(false);
    }
  };

  return { repeat, busy };
}
