import { useEffect, useState } from 'react';
import { Icon } from './icon';
import { showToast } from './toast';
import buttons from './button.module.css';

/** [access §9] [commerce §9] the copy icon shows its check for 3 s. */
export const COPIED_ICON_MS = 3000;

interface CopyButtonProps {
  text: string;
  /** the accessible name */
  label: string;
  copiedMessage: string;
  failedMessage: string;
  className?: string;
}

/** Copies `text` to the clipboard (no server needed), says so in a toast and shows a check for a while. */
export function CopyButton({ text, label, copiedMessage, failedMessage, className }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_ICON_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      showToast(copiedMessage);
    } catch {
      showToast(failedMessage);
    }
  };
  return (
    <button type="button" className={className ?? buttons.iconButton} aria-label={label} onClick={() => void copy()}>
      <Icon name={copied ? 'check' : 'copy'} />
    </button>
  );
}
