import { useId } from 'react';
import { partnerDisplayName } from '../../domain/format';
import { setCurrentPartnerId } from '../../session/session';
import { usePartners } from '../partners/use-partners';
import { profileMessages as m } from './messages';
import styles from './profile.module.css';

/** The profile's partner selector: choosing one selects it for the whole app (the slips follow). */
export function PartnerChoice({ partnerId }: { partnerId: number }) {
  const id = useId();
  const serving = (usePartners() ?? []).filter((partner) => partner.servesCustomer);
  return (
    <div className={styles.partner}>
      <label htmlFor={id}>{m.partner}</label>
      <select id={id} className={styles.select} value={partnerId} onChange={(event) => setCurrentPartnerId(Number(event.target.value))}>
        {serving.map((partner) => (
          <option key={partner.id} value={partner.id}>
            {partnerDisplayName(partner.name)}
          </option>
        ))}
      </select>
    </div>
  );
}
