import { paths } from '../../config/paths';
import buttons from '../../ui/button.module.css';
import screen from '../../ui/screen.module.css';
import { systemMessages } from './messages';

/** Any render failure [access §2.15]. A full page load to /parceiro clears the broken state. */
export function ErrorScreen() {
  return (
    <div className={screen.notice}>
      <h1 className={screen.title}>{systemMessages.errorTitle}</h1>
      <p>{systemMessages.errorApology}</p>
      <p>{systemMessages.errorRetryLater}</p>
      <a href={paths.partnerSelect} className={`${buttons.button} ${buttons.primary}`}>
        {systemMessages.backHome}
      </a>
    </div>
  );
}
