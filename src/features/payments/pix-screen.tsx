import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { PARTNER_QUERY, paths } from '../../config/paths';
import { Dialog } from '../../ui/dialog';
import { useBack } from '../../ui/back';
import { OfflineScreen } from '../../ui/offline-screen';
import { ScreenHeading } from '../../ui/screen-heading';
import { useOnline } from '../../ui/use-online';
import buttons from '../../ui/button.module.css';
import { pixMessages } from './messages';
import { PixCode } from './pix-code';
import { PixPending } from './pix-pending';
import { usePixGeneration } from './use-pix-generation';
import { isChargeUsable, useStoredPixCharge } from './use-stored-pix-charge';
import styles from './pix.module.css';

const route = getRouteApi('/shell/partner/pagar-pix');

/** '/pagar-pix': generates the order's charge and waits for its payment. */
export function PixScreen() {
  const { partnerId, orderId } = route.useRouteContext();
  const navigate = useNavigate();
  const back = useBack(partnerId);
  const online = useOnline();
  const stored = useStoredPixCharge(orderId);
  const generation = usePixGeneration(orderId, online);
  const [paid, setPaid] = useState(false);
  const onPaid = useCallback(() => setPaid(true), []);
  const toOrders = () => void navigate({ to: paths.orderHistory, search: { [PARTNER_QUERY]: partnerId } });

  const { state } = generation;
  // The server answers the same charge until it expires: the stored one shows at once, offline too.
  const charge = state.phase === 'ready' ? state.charge : isChargeUsable(stored) ? stored : null;
  if (!charge && !online) return <OfflineScreen />;

  return (
    <section className={styles.screen} aria-labelledby="pix-title">
      <ScreenHeading id="pix-title" onBack={back}>
        {pixMessages.title}
      </ScreenHeading>
      {charge ? (
        <PixCode key={charge.emv} orderId={orderId} charge={charge} onRegenerate={generation.restart} onPaid={onPaid} />
      ) : (
        <PixPending state={state} onRetry={generation.restart} />
      )}
      <Dialog
        open={paid}
        title={pixMessages.paidTitle}
        onClose={toOrders}
        actions={
          <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={toOrders}>
            {pixMessages.toOrders}
          </button>
        }
      >
        <p>{pixMessages.paidText}</p>
      </Dialog>
    </section>
  );
}
