// [commerce §8] Excessive quantity: the server asks before taking an unusual number of packages
// (docs/decisions/0005-excessive-quantity.md). Shared by the server's check and the quick order's report.
import type { Package } from './entities/catalogue';

/** Above this many packages the customer must confirm. */
export function excessiveThreshold(suggestedQuantity: number): number {
  return Math.max(20, 5 * suggestedQuantity);
}

export function excessiveMessage(quantity: number, pkg: Pick<Package, 'label'>, familyName: string): string {
  return `Você selecionou ${quantity} ${pkg.label} de ${familyName}, deseja continuar?`;
}
