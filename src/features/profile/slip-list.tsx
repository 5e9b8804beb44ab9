import { useOnline } from '../../ui/use-online';
import { profileMessages as m } from './messages';
import { SlipCard } from './slip-card';
import { useSlipPolling } from './use-slip-polling';
import { useSlips } from './use-slips';
import styles from './profile.module.css';

export const SLIPS_SECTION_ID = 'titulos';

/** 'Titulos disponíveis': the partner's slips, from the device at once, polled while a second copy is on its way. */
export function SlipList({ partnerId }: { partnerId: number }) {
  const { slips, error } = useSlips(partnerId);
  const online = useOnline();
  useSlipPolling(partnerId, slips);
  return (
    <section className={styles.card} aria-labelledby={`${SLIPS_SECTION_ID}-title`} id={SLIPS_SECTION_ID} tabIndex={-1}>
      <h2 id={`${SLIPS_SECTION_ID}-title`} className={styles.sectionTitle}>
        {m.slipsTitle}
      </h2>
      {!online && <p className={styles.note}>{m.offlineSlips}</p>}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {slips === undefined ? (
        <p role="status" className={styles.note}>{m.loadingSlips}</p>
      ) : slips.length === 0 ? (
        <p className={styles.note}>{m.noSlips}</p>
      ) : (
        <ul className={styles.slips}>
          {slips.map((slip) => (
            <li key={slip.id}>
              <SlipCard partnerId={partnerId} slip={slip} online={online} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
