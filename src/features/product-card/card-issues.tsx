import type { Issue } from '../../domain/entities/cart';
import { IssueHtml } from '../../ui/issue-html';
import styles from './product-card.module.css';

export function CardIssues({ issues }: { issues: Issue[] }) {
  if (issues.length === 0) return null;
  return (
    <ul className={styles.issues}>
      {issues.map((issue, index) => (
        <li key={index} className={issue.type === 'IMPEDITIVE' ? styles.impeditive : styles.warning}>
          <IssueHtml html={issue.description} />
        </li>
      ))}
    </ul>
  );
}
