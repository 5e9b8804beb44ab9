import buttons from '../../ui/button.module.css';
import { connectionMessages } from '../../ui/connection-messages';
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
      <p role="alert">{connectionMessages.connectionLost}</p>
      <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={() => location.reload()}>
        {connectionMessages.retry}
      </button>
    </div>
  );
}
