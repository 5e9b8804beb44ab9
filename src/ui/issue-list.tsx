import type { Issue } from '../domain/entities/cart';
import { IssueHtml } from './issue-html';
import styles from './issues.module.css';

/** Issues as a list, IMPEDITIVE ones marked; `compact` is the size inside a product card. */
export function IssueList({ issues, compact = false }: { issues: Issue[]; compact?: boolean }) {
  if (issues.length === 0) return null;
  return (
    <ul className={compact ? `${styles.issues} ${styles.compact}` : styles.issues}>
      {issues.map((issue, index) => (
        <li key={index} className={issue.type === 'IMPEDITIVE' ? styles.impeditive : styles.warning}>
          <IssueHtml html={issue.description} />
        </li>
      ))}
    </ul>
  );
}
