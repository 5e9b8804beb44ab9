import { useCallback, useState } from 'react';
import type { CartItem } from '../../domain/entities/cart';
import type { Package } from '../../domain/entities/catalogue';
import { packageAbbreviation } from '../../domain/package-name';
import { MAX_QUANTITY } from '../../domain/quantity';
import { withCommands } from '../../sync/commands/load-commands';
import { noteTypedRemoval } from '../../sync/commands/typed-removal';
import { showToast } from '../../ui/toast';
import { productCardMessages } from './messages';
import { useCartRestrictions } from './use-cart-restrictions';

interface CardProduct {
  product: { id: number; packages: Package[] };
  suggestedQuantity: number;
  lastOrder: { packaging: string } | null;
}

interface CardQuantity {
  inCart: boolean;
  /** packages: the cart's quantity when in the cart, else the quantity about to be added */
  quantity: number;
  packageId: number | null;
  /** the suggested quantity the stepper started at, in the preselected package ('Sugerido: 6 CX'); null in the cart */
  suggestion: { quantity: number; unit: string } | null;
  /** the package was picked on this card (not preselected), or the item is in the cart */
  packageChosen: boolean;
  /** in the cart, answers the write (the stepper builds the next step on this quantity until it is written) */
  setQuantity: (quantity: number) => Promise<void> | void;
  selectPackage: (packageId: number) => void;
  add: () => void;
  /** input blur: send what is waiting now instead of after the coalescing window */
  commit: () => void;
  /** a '0' typed in the cart's quantity (true) or no longer (false): kept through a reload */
  zeroTyped: (typed: boolean) => void;
  /** the stored cart takes no changes (LOCKED, or a view-only registration) */
  readOnly: boolean;
  /** why it takes none; null while it does */
  readOnlyNote: string | null;
}

const setCartQuantity = (partnerId: number, productId: number, quantity: number, packageId: number) =>
  withCommands(async (commands) => void (await commands.setCartQuantity(partnerId, productId, quantity, packageId)));

/** Packaging preselected: the one of the last purchase, else the first offered. */
export function defaultPackageId({ product, lastOrder }: CardProduct): number | null {
  const last = lastOrder
    ? product.packages.find((p) => p.description === lastOrder.packaging || p.label === lastOrder.packaging)
    : undefined;
  return (last ?? product.packages[0])?.id ?? null;
}

function initialQuantity(entry: CardProduct): number {
  return Math.min(Math.max(entry.suggestedQuantity, 1), MAX_QUANTITY);
}

/** The suggestion is counted in the preselected package: 'Sugerido: 6 CX'. */
function suggestionOf(entry: CardProduct): CardQuantity['suggestion'] {
  const pkg = entry.product.packages.find((p) => p.id === defaultPackageId(entry));
  if (entry.suggestedQuantity <= 0 || !pkg) return null;
  return { quantity: initialQuantity(entry), unit: packageAbbreviation(pkg) };
}

/**
 * The card's purchase state. In the cart every change is an optimistic cart write (the
 * outbox coalesces them); outside it, the stepper only edits the quantity to add. A
 * LOCKED or view-only cart takes no write at all.
 */
export function useCardQuantity(partnerId: number, entry: CardProduct, cartItem: CartItem | undefined): CardQuantity {
  const productId = entry.product.id;
  const { readOnly, note } = useCartRestrictions(partnerId);
  const inCart = cartItem !== undefined && cartItem.quantity > 0;
  const [draftQuantity, setDraftQuantity] = useState(() => initialQuantity(entry));
  const [chosenPackageId, setChosenPackageId] = useState<number | null>(null);
  const [wasInCart, setWasInCart] = useState(inCart);
  if (wasInCart !== inCart) {
    setWasInCart(inCart);
    // Removed from the cart (minus to 0, or elsewhere): the stepper stays at 0.
    if (!inCart) setDraftQuantity(0);
  }

  const offered = (id: number | null) => id !== null && entry.product.packages.some((p) => p.id === id);
  const packageId = inCart ? cartItem.productPackageId : (chosenPackageId ?? defaultPackageId(entry));

  const setQuantity = useCallback(
    (quantity: number) => {
      if (!inCart) return setDraftQuantity(quantity);
      if (!readOnly) return setCartQuantity(partnerId, productId, quantity, cartItem.productPackageId);
    },
    [inCart, readOnly, partnerId, productId, cartItem?.productPackageId],
  );

  const selectPackage = (id: number) => {
    if (readOnly) return;
    setChosenPackageId(id);
    if (inCart && id !== cartItem.productPackageId) void setCartQuantity(partnerId, productId, cartItem.quantity, id);
  };

  const add = () => {
    if (readOnly) return;
    if (!offered(packageId)) return showToast(productCardMessages.noPackageSelected);
    void setCartQuantity(partnerId, productId, draftQuantity, packageId as number);
  };

  const commit = useCallback(() => void withCommands((commands) => commands.flushNow()), []);
  const packageInCart = cartItem?.productPackageId;
  const zeroTyped = useCallback(
    (typed: boolean) => {
      if (inCart && packageInCart !== undefined) noteTypedRemoval(typed ? { partnerId, productId, productPackageId: packageInCart } : null);
    },
    [inCart, partnerId, productId, packageInCart],
  );

  return {
    inCart,
    quantity: inCart ? cartItem.quantity : draftQuantity,
    packageId: offered(packageId) ? packageId : null,
    suggestion: inCart ? null : suggestionOf(entry),
    packageChosen: inCart || chosenPackageId !== null,
    setQuantity,
    selectPackage,
    add,
    commit,
    zeroTyped,
    readOnly,
    readOnlyNote: note,
  };
}
