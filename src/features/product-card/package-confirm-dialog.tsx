import type { Package } from '../../domain/entities/catalogue';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { productCardMessages } from './messages';

interface PackageConfirmDialogProps {
  pkg: Package;
  onConfirm: () => void;
  onCancel: () => void;
}

/** [commerce §2] [commerce §5]: adding with a preselected package asks first which one goes to the cart. */
export function PackageConfirmDialog({ pkg, onConfirm, onCancel }: PackageConfirmDialogProps) {
  const name = pkg.label && pkg.label !== pkg.description ? `${pkg.label} · ${pkg.description}` : pkg.description || pkg.label;
  return (
    <ConfirmDialog
      open
      title={productCardMessages.confirmPackage}
      confirmLabel={productCardMessages.confirm}
      cancelLabel={productCardMessages.cancel}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        <strong>{name}</strong>
      </p>
    </ConfirmDialog>
  );
}
