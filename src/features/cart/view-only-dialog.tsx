import { useState } from 'react';
import { Dialog } from '../../ui/dialog';
import buttons from '../../ui/button.module.css';
import { productCardMessages } from '../product-card/messages';
import { cartMessages } from './messages';
import { acknowledgeViewOnly, viewOnlyAcknowledgedRecently } from './view-only';

/** 'Modo de visualização' for outdated registrations, until acknowledged (stored with the time). */
export function ViewOnlyDialog({ viewOnly }: { viewOnly: boolean }) {
  const [acknowledged, setAcknowledged] = useState(() => viewOnlyAcknowledgedRecently());
  const close = () => {
    acknowledgeViewOnly();
    setAcknowledged(true);
  };
  return (
    <Dialog
      open={viewOnly && !acknowledged}
      title={cartMessages.viewOnlyTitle}
      onClose={close}
      actions={
        <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={close}>
          {cartMessages.understood}
        </button>
      }
    >
      <p>{productCardMessages.viewOnlyText}</p>
    </Dialog>
  );
}
