import type { Issue } from '../domain/entities/cart';
import { IssueHtml } from './issue-html';
import styles from './issues.module.css';

/** Cart (or checkout) issues; an IMPEDITIVE one is an alert, the others are notes. */
export function IssueBanners({ issues }: { issues: Issue[] }) {
  if (issues.length === 0) return null;
  return (
    <div className={styles.issues}>
      {issues.map((issue, index) => {
        const impeditive = issue.type === 'IMPEDITIVE';
        return (
          <div
            key={index}
            role={impeditive ? 'alert' : 'note'}
            className={impeditive ? styles.impeditive : styles.warning}
          >
            <IssueHtml html={issue.description} />
          </div>
        );
      })}
    </div>
  );
}
