import type { Partner } from '../../domain/entities/account';
import { partnerDisplayName } from '../../domain/format';
import { partnerMessages } from './messages';
import styles from './partner-select.module.css';

interface PartnerCardProps {
  partner: Partner;
  onChoose: (partner: Partner) => void;
}

export function PartnerCard({ partner, onChoose }: PartnerCardProps) {
  const name = partnerDisplayName(partner.name);
  const external = !partner.servesCustomer;
  return (
    <li>
      <button
        type="button"
        className={styles.card}
        onClick={() => onChoose(partner)}
        aria-label={external ? partnerMessages.opensCatalog(name) : undefined}
      >
        <img className={styles.logo} src={partner.urlImage} alt="" width={64} height={64} loading="lazy" />
        <span className={styles.name}>{name}</span>
      </button>
    </li>
  );
}
