import type { ComponentType } from 'react';
import type { Issue } from '../domain/entities/cart';
import styles from './issues.module.css';

interface IssueListProps {
  issues: Issue[];
  /** how a description shows: `IssueHtml` (sanitised HTML) or `IssueText` (plain text, no sanitiser to load) */
  Description: ComponentType<{ html: string }>;
  /** the size inside a product card */
  compact?: boolean;
}

/** Issues as a list, IMPEDITIVE ones marked. */
export function IssueList({ issues, Description, compact = false }: IssueListProps) {
  if (issues.length === 0) return null;
  return (
    <ul className={compact ? `${styles.issues} ${styles.compact}` : styles.issues}>
      {issues.map((issue, index) => (
        <li key={index} className={issue.type === 'IMPEDITIVE' ? styles.impeditive : styles.warning}>
          <Description html={issue.description} />
        </li>
      ))}
    </ul>
  );
}
