import buttons from '../../ui/button.module.css';
import { notificationMessages } from './messages';
import { usePushOffer } from './use-push-offer';
import styles from './push-offer.module.css';

/** The notifications offer: shown where orders are followed, never as a prompt on page load. */
export function PushOffer() {
  const offer = usePushOffer();
  if (!offer.visible) return null;
  return (
    <section className={styles.offer} aria-labelledby="push-offer-title">
      <h2 id="push-offer-title" className={styles.title}>
        {notificationMessages.offerTitle}
      </h2>
      <p className={styles.text}>{notificationMessages.offerText}</p>
      <div className={styles.actions}>
        <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={() => void offer.accept()}>
          {notificationMessages.accept}
        </button>
        <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={offer.dismiss}>
          {notificationMessages.dismiss}
        </button>
      </div>
    </section>
  );
}
