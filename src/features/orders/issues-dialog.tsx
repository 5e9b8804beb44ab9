import type { Issue } from '../../domain/entities/cart';
import { Dialog } from '../../ui/dialog';
import buttons from '../../ui/button.module.css';
import { orderMessages } from './messages';

/** Issue descriptions are limited HTML from the server: shown as plain text, never as markup. */
function plainText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}

interface IssuesDialogProps {
  open: boolean;
  issues: Issue[];
  /** the server's message, shown above the issues (a locked cart) */
  message?: string;
  onClose: () => void;
}

export function IssuesDialog({ open, issues, message, onClose }: IssuesDialogProps) {
  return (
    <Dialog
      open={open}
      title={orderMessages.issuesTitle}
      onClose={onClose}
      actions={
        <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={onClose}>
          {orderMessages.close}
        </button>
      }
    >
      {message && <p>{message}</p>}
      <ul>
        {issues.map((issue, index) => (
          <li key={index}>{plainText(issue.description)}</li>
        ))}
      </ul>
    </Dialog>
  );
}
