import buttons from '../../ui/button.module.css';
import { Icon } from '../../ui/icon';
import { shareMessages } from './messages';
import { whatsappShareLink } from './share-text';

interface ShareButtonProps {
  /** the plain-text summary: what every way of sharing carries */
  text: string;
  /** the accessible name ('Compartilhar o pedido 101') */
  label: string;
  /** a file to share with it where the browser shares files (the order's PDF); null: none now */
  file?: () => Promise<File | null>;
  className?: string;
}

const hasWebShare = () => typeof navigator.share === 'function';

async function share(text: string, file: ShareButtonProps['file']): Promise<void> {
  const attached = file ? await file().catch(() => null) : null;
  const data = attached && navigator.canShare?.({ files: [attached] }) ? { files: [attached], text } : { text };
  try {
    await navigator.share(data);
  } catch (error) {
    // Closing the share sheet is no failure; a refused share falls back to WhatsApp.
    if (!(error instanceof DOMException && error.name === 'AbortError')) window.open(whatsappShareLink(text), '_blank', 'noopener');
  }
}

/** 'Compartilhar': the system share sheet where there is one, else a WhatsApp link with the text. */
export function ShareButton({ text, label, file, className = `${buttons.button} ${buttons.secondary}` }: ShareButtonProps) {
  const content = (
    <>
      <Icon name="share" size={18} />
      {shareMessages.share}
    </>
  );
  if (!hasWebShare()) {
    return (
      <a className={className} href={whatsappShareLink(text)} target="_blank" rel="noopener noreferrer" aria-label={`${label} ${shareMessages.viaWhatsapp}`}>
        {content}
      </a>
    );
  }
  return (
    <button type="button" className={className} aria-label={label} onClick={() => void share(text, file)}>
      {content}
    </button>
  );
}
