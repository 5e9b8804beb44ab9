import type { Issue } from '../../domain/entities/cart';
import { Dialog } from '../../ui/dialog';
import buttons from '../../ui/button.module.css';
import { IssueHtml } from './issue-html';
import { cartMessages } from './messages';
import styles from './cart-screen.module.css';

interface IssuesDialogProps {
  open: boolean;
  issues: Issue[];
  onClose: () => void;
}

/** The issues modal of a locked cart (commerce §8). */
export function IssuesDialog({ open, issues, onClose }: IssuesDialogProps) {
  return (
    <Dialog
      open={open}
      title={cartMessages.issuesTitle}
      onClose={onClose}
      actions={
        <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={onClose}>
          {cartMessages.close}
        </button>
      }
    >
      <ul className={styles.issueList}>
        {issues.map((issue, index) => (
          <li key={index} className={issue.type === 'IMPEDITIVE' ? styles.impeditive : styles.warning}>
            <IssueHtml html={issue.description} />
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
