import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useId, type FormEvent } from 'react';
import { PARTNER_QUERY, paths, whatsappHref } from '../../config/paths';
import { config } from '../../config/app-config';
import { replayBlocked } from '../../config/replay-privacy';
import { cardDigits } from '../../domain/card';
import { CARD_PAYMENT_FAILED } from '../../domain/entities/payments';
import { Dialog } from '../../ui/dialog';
import { Icon } from '../../ui/icon';
import { useBack } from '../../ui/back';
import { OfflineScreen } from '../../ui/offline-screen';
import { ScreenHeading } from '../../ui/screen-heading';
import { useOnline } from '../../ui/use-online';
import buttons from '../../ui/button.module.css';
import { CardFields } from './card-fields';
import { CardPreview } from './card-preview';
import { CardSuccess } from './card-success';
import { cardMessages, paymentMessages } from './messages';
import { PaymentSummary } from './payment-summary';
import { useCardForm } from './use-card-form';
import { useCardPayment } from './use-card-payment';
import { useOrderPayment } from './use-order-payment';
import styles from './card.module.css';

const route = getRouteApi('/shell/partner/pagar-cartao');

/**
 * '/pagar-cartao': needs the server right now; the card data never leaves this component's state but to the
 * server. Opening it resumes the order's latest attempt (authorising, approved or failed) as the server has it.
 */
export function CardPaymentScreen() {
  const { partnerId, orderId } = route.useRouteContext();
  const navigate = useNavigate();
  const back = useBack(partnerId);
  const online = useOnline();
  const errorId = useId();
  const form = useCardForm();
  const resumed = useOrderPayment(orderId, online);
  const payment = useCardPayment(orderId, form.clear, resumed?.cardPayment);
  const toOrders = () => void navigate({ to: paths.orderHistory, search: { [PARTNER_QUERY]: partnerId } });

  if (!online && payment.phase === 'idle') return <OfflineScreen />;

  const invalid = form.invalid.size > 0;
  const attempt = payment.attempt?.status === CARD_PAYMENT_FAILED ? null : payment.attempt;
  const paidOtherwise = !!resumed?.paid && !attempt;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (payment.phase !== 'idle' || !form.validate()) return;
    const { number, holder, expiry, cvv } = form.values;
    void payment.submit({ cardNumber: cardDigits(number), holder: holder.trim(), expirationDate: expiry, securityCode: cvv, refererId: orderId });
  };

  return (
    <section className={styles.screen} aria-labelledby="card-title">
      <ScreenHeading id="card-title" onBack={back}>
        {cardMessages.title}
      </ScreenHeading>
      {resumed && (
        <PaymentSummary orderNumber={resumed.orderNumber} partnerName={resumed.partnerName} amount={attempt?.amount ?? (resumed.paid ? undefined : resumed.amountDue)} />
      )}
      {paidOtherwise ? (
        <p role="status" className={styles.paid}>
          {paymentMessages.alreadyPaid}
        </p>
      ) : (
        <>
          <h2 className={styles.heading}>{cardMessages.heading}</h2>
          <CardPreview values={form.values} />
          <form className={styles.form} onSubmit={onSubmit} noValidate {...replayBlocked}>
            <CardFields form={form} errorId={errorId} />
            {(invalid || payment.error) && (
              <p id={errorId} role="alert" className={styles.error}>
                {invalid ? cardMessages.invalidForm : payment.error}
              </p>
            )}
            <button
              type="submit"
              className={`${buttons.button} ${buttons.accent} ${buttons.block}`}
              disabled={payment.phase !== 'idle' || resumed === undefined}
              aria-busy={payment.phase === 'submitting' || resumed === undefined}
            >
              {cardMessages.submit}
            </button>
          </form>
        </>
      )}
      <p className={styles.help}>
        {cardMessages.help}{' '}
        <a href={whatsappHref(config.supportWhatsapp)} target="_blank" rel="noopener noreferrer" className={styles.helpLink}>
          <Icon name="whatsapp" size={18} />
          {cardMessages.contact}
        </a>
      </p>
      <Dialog
        open={payment.phase === 'authorising'}
        title={cardMessages.waitingTitle}
        onClose={toOrders}
        actions={
          <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={toOrders}>
            {cardMessages.toOrders}
          </button>
        }
      >
        <span className={styles.spinner} role="progressbar" aria-label={cardMessages.waitingTitle} />
        <p role="status" className={styles.reconnecting}>
          {payment.reconnecting ? cardMessages.reconnecting : ''}
        </p>
      </Dialog>
      <CardSuccess open={payment.phase === 'approved'} onDone={toOrders} />
    </section>
  );
}
