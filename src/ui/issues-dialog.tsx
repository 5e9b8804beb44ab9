import type { Issue } from '../domain/entities/cart';
import { Dialog } from './dialog';
import { IssueHtml } from './issue-html';
import { IssueList } from './issue-list';
import { uiMessages } from './messages';
import buttons from './button.module.css';

interface IssuesDialogProps {
  open: boolean;
  issues: Issue[];
  /** the server's message, shown above the issues (a locked cart met when changing an order) */
  message?: string;
  onClose: () => void;
}

/** The issues of a locked cart [commerce §8], on the cart screen and when changing an order. */
export function IssuesDialog({ open, issues, message, onClose }: IssuesDialogProps) {
  return (
    <Dialog
      open={open}
      title={uiMessages.issuesTitle}
      onClose={onClose}
      actions={
        <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={onClose}>
          {uiMessages.close}
        </button>
      }
    >
      {message && <p>{message}</p>}
      <IssueList issues={issues} Description={IssueHtml} />
    </Dialog>
  );
}
