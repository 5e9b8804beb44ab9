import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiError, HTTP_STATUS } from '../../api/errors';
import { PARTNER_QUERY, paths } from '../../app/paths';
import type { Issue } from '../../domain/entities';
import { enableOrderEdit } from '../../sync/orders';
import { showToast } from '../../ui/toast';
import { orderMessages } from './messages';
import { requireOnline } from './needs-server';

export interface CartConflict {
  orderId: number;
  message: string;
  issues: Issue[];
}

export interface EditOrderState {
  edit: (orderId: number) => Promise<void>;
  busy: boolean;
  /** the locked answer: the cart already holds items */
  conflict: CartConflict | null;
  /** the issues modal shows first, then the cart-conflict modal */
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

/** Change order (commerce §4, §8): load the order into the cart, then go to the cart. */
export function useEditOrder(partnerId: number): EditOrderState {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<CartConflict | null>(null);
  const [showIssues, setShowIssues] = useState(false);
  const toCart = () => void navigate({ to: paths.cart, search: { [PARTNER_QUERY]: partnerId } });

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
        setConflict({ orderId, message: error.body.message, issues });
        setShowIssues(issues.length > 0);
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
    closeIssues: () => setShowIssues(false),
    closeConflict: () => setConflict(null),
    clearCartAndEdit: () => (conflict ? run(conflict.orderId, true) : Promise.resolve()),
    finishPurchase: () => {
      setConflict(null);
      toCart();
    },
  };
}
