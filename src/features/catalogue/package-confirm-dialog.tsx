import type { Package } from '../../domain/entities/catalogue';
import { ConfirmDialog } from '../../ui/confirm-dialog';
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
    <ConfirmDialog
      open
      title={cartMessages.confirmPackage}
      confirmLabel={cartMessages.confirm}
      cancelLabel={cartMessages.cancel}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        <strong>{name}</strong>
      </p>
    </ConfirmDialog>
  );
}
