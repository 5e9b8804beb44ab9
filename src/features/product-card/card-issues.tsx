import type { Issue } from '../../domain/entities/cart';
import styles from './product-card.module.css';

/** Issue descriptions are limited HTML from the server: shown as plain text, never as markup. */
function plainText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return doc.body.textContent?.trim() ?? '';
}

export function CardIssues({ issues }: { issues: Issue[] }) {
  if (issues.length === 0) return null;
  return (
    <ul className={styles.issues}>
      {issues.map((issue, index) => (
        <li key={index} className={issue.type === 'IMPEDITIVE' ? styles.impeditive : styles.warning}>
          {plainText(issue.description)}
        </li>
      ))}
    </ul>
  );
}
