import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiError, HTTP_STATUS } from '../../api/errors';
import { PARTNER_QUERY, paths } from '../../config/paths';
import type { Issue } from '../../domain/entities/cart';
import { enableOrderEdit } from '../../sync/actions/orders';
import { showToast } from '../../ui/toast';
import { useCartRestrictions } from '../product-card/use-cart-restrictions';
import { orderMessages } from './messages';
import { requireOnline } from './needs-server';

/**
 * What a 423 means: `conflict`, the cart holds other items (cleaning it lets the edit
 * through); `locked`, the cart itself is locked; `view-only`, an outdated registration.
 * Only a conflict offers 'Limpar carrinho': for the others a retry cannot succeed.
 */
type CartConflictKind = 'conflict' | 'locked' | 'view-only';

interface CartConflict {
  orderId: number;
  kind: CartConflictKind;
  message: string;
  issues: Issue[];
}

export interface EditOrderState {
  edit: (orderId: number) => Promise<void>;
  busy: boolean;
  /** the locked answer */
  conflict: CartConflict | null;
  /** the issues modal of a locked cart (a cart in use shows its issues inside the cart-conflict modal) */
  showIssues: boolean;
  closeIssues: () => void;
  closeConflict: () => void;
  clearCartAndEdit: () => Promise<void>;
  finishPurchase: () => void;
}

function issuesOf(error: ApiError): Issue[] {
  const issues = error.body.issues;
  return Array.isArray(issues) ? (issues as Issue[]) : [];
}

/** Change order [commerce §4] [commerce §8]: load the order into the cart, then go to the cart. */
export function useEditOrder(partnerId: number): EditOrderState {
  const navigate = useNavigate();
  const restrictions = useCartRestrictions(partnerId);
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<CartConflict | null>(null);
  const [showIssues, setShowIssues] = useState(false);
  const toCart = () => void navigate({ to: paths.cart, search: { [PARTNER_QUERY]: partnerId } });

  const kindOf = (error: ApiError, cleanCurrentCart: boolean): CartConflictKind => {
    if (restrictions.viewOnly || error.body.message === orderMessages.viewOnlyText) return 'view-only';
    // Still locked although asked to clean the cart: cleaning again cannot help.
    if (restrictions.locked || cleanCurrentCart) return 'locked';
    return 'conflict';
  };

  const run = async (orderId: number, cleanCurrentCart: boolean) => {
    if (!requireOnline()) return;
    setBusy(true);
    try {
      await enableOrderEdit(partnerId, orderId, cleanCurrentCart);
      setConflict(null);
      toCart();
    } catch (error) {
      if (error instanceof ApiError && error.status === HTTP_STATUS.locked) {
        const issues = issuesOf(error);
        const kind = kindOf(error, cleanCurrentCart);
        setConflict({ orderId, kind, message: error.body.message, issues });
        setShowIssues(kind === 'locked');
        return;
      }
      const message = error instanceof ApiError ? error.body.message : '';
      showToast(message.startsWith(orderMessages.editBlockedPrefix) ? message : message || orderMessages.operationFailed);
    } finally {
      setBusy(false);
    }
  };

  return {
    edit: (orderId) => run(orderId, false),
    busy,
    conflict,
    showIssues,
    closeIssues: () => {
      setShowIssues(false);
      // A locked cart has nothing after its issues.
      if (conflict?.kind === 'locked') setConflict(null);
    },
    closeConflict: () => setConflict(null),
    clearCartAndEdit: () => (conflict?.kind === 'conflict' ? run(conflict.orderId, true) : Promise.resolve()),
    finishPurchase: () => {
      setConflict(null);
      toCart();
    },
  };
}
