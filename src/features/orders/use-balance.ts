import { useEffect, useState } from 'react';
import type { CreditBalance } from '../../domain/entities/orders';
import { fetchBalance } from '../../sync/actions/orders';

type BalanceState = { kind: 'loading' } | { kind: 'loaded'; balance: CreditBalance } | { kind: 'failed' };

/** The order's credit balance, asked fresh each time the modal opens (it needs the server). */
export function useBalance(orderId: number | null): BalanceState {
  const [state, setState] = useState<BalanceState>({ kind: 'loading' });
  useEffect(() => {
    if (orderId === null) return;
    let live = true;
    setState({ kind: 'loading' });
    fetchBalance(orderId).then(
      (balance) => live && setState({ kind: 'loaded', balance }),
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [orderId]);
  return state;
}
