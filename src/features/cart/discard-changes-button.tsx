import { useState } from 'react';
import buttons from '../../ui/button.module.css';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useEditingOrderNumber } from '../checkout/use-editing-order';
import { cartMessages } from './messages';
import { useDiscardChanges } from './use-discard-changes';

/** 'CANCELAR ALTERAÇÕES', confirmed first: discarding cannot be undone. */
export function DiscardChangesButton({ partnerId }: { partnerId: number }) {
  const discard = useDiscardChanges(partnerId);
  const number = useEditingOrderNumber(partnerId);
  const [asking, setAsking] = useState(false);
  const confirm = async () => {
    await discard.discard();
    setAsking(false);
  };
  return (
    <>
      <button
        type="button"
        className={`${buttons.button} ${buttons.secondary} ${buttons.block}`}
        disabled={discard.busy}
        aria-busy={discard.busy}
        onClick={() => setAsking(true)}
      >
        {discard.busy ? cartMessages.discarding : cartMessages.cancelChanges}
      </button>
      <ConfirmDialog
        open={asking}
        title={cartMessages.discardTitle}
        confirmLabel={cartMessages.confirmDiscard}
        cancelLabel={cartMessages.keepEditing}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
        busy={discard.busy}
      >
        <p>{cartMessages.discardQuestion(number ?? '')}</p>
      </ConfirmDialog>
    </>
  );
}
