import buttons from '../../ui/button.module.css';
import screen from '../../ui/screen.module.css';
import { systemMessages } from './messages';

/**
 * A route whose screen's code failed or stalled (app/routes/import-within.ts): none of the screen ran, so loading the
 * page again is the way on. Part of the entry's code, not of the chunk that did not arrive.
 */
export function LoadErrorScreen() {
  return (
    <div className={screen.notice}>
      <h1 className={screen.title}>{systemMessages.errorTitle}</h1>
      <p role="alert">{systemMessages.loadFailedText}</p>
      <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={() => location.reload()}>
        {systemMessages.tryAgain}
      </button>
    </div>
  );
}
