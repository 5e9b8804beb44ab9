import type { Package } from '../../domain/entities';
import { Dialog } from '../../ui/dialog';
import buttons from '../../ui/button.module.css';
import { cartMessages } from '../cart/messages';

interface PackageConfirmDialogProps {
  pkg: Package;
  onConfirm: () => void;
  onCancel: () => void;
}

/** T-07/V-18: adding with a preselected package asks first which one goes to the cart. */
export function PackageConfirmDialog({ pkg, onConfirm, onCancel }: PackageConfirmDialogProps) {
  const name = pkg.label && pkg.label !== pkg.description ? `${pkg.label} · ${pkg.description}` : pkg.description || pkg.label;
  return (
    <Dialog
      open
      title={cartMessages.confirmPackage}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={onCancel}>
            {cartMessages.cancel}
          </button>
          <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={onConfirm}>
            {cartMessages.confirm}
          </button>
        </>
      }
    >
      <p>
        <strong>{name}</strong>
      </p>
    </Dialog>
  );
}
