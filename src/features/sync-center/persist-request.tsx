import { useState } from 'react';
import { askPersistentStorage } from '../../sync/pulls/persistent-storage';
import buttons from '../../ui/button.module.css';
import { syncCenterMessages as m } from './messages';
import styles from './sync-center.module.css';

type Answer = 'none' | 'asking' | 'granted' | 'refused';

/**
 * What the customer can do about data that is not kept persistently: ask the browser again (it answers at once;
 * Chromium grants it to an installed app or a site used often), and how to install the app when it says no.
 */
export function PersistRequest({ onGranted }: { onGranted: () => void }) {
  const [answer, setAnswer] = useState<Answer>('none');
  const ask = async () => {
    setAnswer('asking');
    const granted = await askPersistentStorage();
    setAnswer(granted ? 'granted' : 'refused');
    if (granted) onGranted();
  };
  return (
    <>
      {answer !== 'granted' && (
        <>
          <p className={styles.quiet}>{m.persistHint}</p>
          <button
            type="button"
            className={`${buttons.button} ${buttons.secondary}`}
            disabled={answer === 'asking'}
            aria-busy={answer === 'asking'}
            onClick={() => void ask()}
          >
            {m.persistAsk}
          </button>
        </>
      )}
      <p className={styles.quiet} role="status">
        {answer === 'granted' ? m.persistGranted : answer === 'refused' ? m.persistRefused : ''}
      </p>
    </>
  );
}
