import { productCardMessages } from './messages';
import styles from './product-card.module.css';

interface SuggestedQuantityProps {
  id: string;
  quantity: number;
  /** the suggestion's package unit ('CX') */
  unit: string;
}

/** 'Sugerido: 6 CX': a stepper pre-filled with the suggestion says where its number came from. */
export function SuggestedQuantity({ id, quantity, unit }: SuggestedQuantityProps) {
  return (
    <p id={id} className={styles.suggested}>
      {productCardMessages.suggested(quantity, unit)}
    </p>
  );
}
