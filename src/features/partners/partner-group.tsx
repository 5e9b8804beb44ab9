import { useId } from 'react';
import type { Partner } from '../../domain/entities/account';
import { PartnerCard } from './partner-card';
import styles from './partner-select.module.css';

interface PartnerGroupProps {
  title: string;
  partners: Partner[];
  onChoose: (partner: Partner) => void;
}

export function PartnerGroup({ title, partners, onChoose }: PartnerGroupProps) {
  const headingId = useId();
  if (partners.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.group}>
      <h2 id={headingId} className={styles.groupTitle}>
        {title}
      </h2>
      <ul className={styles.grid}>
        {partners.map((partner) => (
          <PartnerCard key={partner.id} partner={partner} onChoose={onChoose} />
        ))}
      </ul>
    </section>
  );
}
