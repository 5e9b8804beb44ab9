import type { Package } from '../../domain/entities/catalogue';
import { productCardMessages } from './messages';
import styles from './product-card.module.css';

interface PackagingButtonsProps {
  packages: Package[];
  selectedId: number | null;
  onSelect: (packageId: number) => void;
  disabled?: boolean;
  /** id of the text saying why the buttons are disabled */
  describedBy?: string;
}

export function PackagingButtons({ packages, selectedId, onSelect, disabled = false, describedBy }: PackagingButtonsProps) {
  if (packages.length === 0) return null;
  return (
    <div className={styles.packages} role="group" aria-label={productCardMessages.packaging}>
      {packages.map((pkg) => (
        <button
          key={pkg.id}
          type="button"
          className={styles.package}
          aria-pressed={pkg.id === selectedId}
          title={pkg.description}
          disabled={disabled}
          aria-describedby={describedBy}
          onClick={() => onSelect(pkg.id)}
        >
          {pkg.label || pkg.description}
        </button>
      ))}
    </div>
  );
}
