import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { QuickOrderLine } from '../../domain/quick-order-lines';
import { codeKey } from '../../domain/quick-order-lines';
import type { FindProduct, QuickOrderEntry } from '../../domain/quick-order-report';
import { productsByCode } from '../../sync/pulls/products-by-code';
import { useOnline } from '../../ui/use-online';

interface CodeLookup {
  /** the device's catalogue and what the server said of the codes it lacks; undefined while the catalogue is read */
  find: FindProduct | undefined;
  /** codes being looked up on the server now */
  searching: number;
  /** codes the device cannot check: its catalogue is incomplete and the server was not reached */
  unchecked: 'offline' | 'failed' | undefined;
  retry: () => void;
}

/** The entry `key` names among the server's answer: by code first, like the device's catalogue; null when none. */
function entryOf(entries: readonly QuickOrderEntry[], key: string): QuickOrderEntry | null {
  return entries.find((entry) => codeKey(entry.product.code) === key) ?? entries.find((entry) => entry.product.barcode && codeKey(entry.product.barcode) === key) ?? null;
}

/**
 * While the device's catalogue is incomplete (`whole` false: its first download still runs), the codes of `lines`
 * it lacks are looked up on the server, one request at a time (codes typed meanwhile go in the next), so a code
 * is 'não encontrado' only when the server has no such product either.
 */
export function useCodeLookup(partnerId: number, lines: readonly QuickOrderLine[] | undefined, local: FindProduct | undefined, whole: boolean | undefined): CodeLookup {
  const online = useOnline();
  // By codeKey: the product, or null when the server has none.
  const [looked, setLooked] = useState<{ partnerId: number; entries: ReadonlyMap<string, QuickOrderEntry | null> }>({ partnerId, entries: new Map() });
  const [asking, setAsking] = useState<readonly string[]>([]);
  const [failed, setFailed] = useState(false);
  const partnerNow = useRef(partnerId);
  partnerNow.current = partnerId;
  const answers = looked.partnerId === partnerId ? looked.entries : undefined;

  const missing = useMemo(() => {
    if (whole !== false || !local || !lines) return [];
    const keys = lines.flatMap((line) => (line.kind === 'item' && !local(line.code) ? [codeKey(line.code)] : []));
    return [...new Set(keys)];
  }, [whole, local, lines]);
  const wanted = missing.filter((key) => !answers?.has(key));
  const wantedKey = wanted.join('\n');

  useEffect(() => {
    if (asking.length > 0 || failed || !online || wantedKey === '') return;
    const codes = wantedKey.split('\n');
    setAsking(codes);
    productsByCode(partnerId, codes).then(
      (entries) => {
        if (partnerNow.current !== partnerId) return;
        setLooked((last) => {
          const next = new Map(last.partnerId === partnerId ? last.entries : []);
          for (const key of codes) next.set(key, entryOf(entries, key));
          return { partnerId, entries: next };
        });
      },
      () => setFailed(true),
    ).finally(() => setAsking([]));
  }, [asking, failed, online, wantedKey, partnerId]);

  // Back online, what failed is asked again.
  useEffect(() => {
    if (online) setFailed(false);
  }, [online]);

  const find = useMemo<FindProduct | undefined>(() => {
    if (!local || whole === undefined) return undefined;
    if (whole) return local;
    return (code) => {
      const found = local(code);
      if (found) return found;
      const answer = answers?.get(codeKey(code));
      return answer === undefined ? 'unchecked' : (answer ?? undefined);
    };
  }, [local, whole, answers]);

  return {
    find,
    searching: asking.length,
    unchecked: wanted.length === 0 || asking.length > 0 ? undefined : !online ? 'offline' : failed ? 'failed' : undefined,
    retry: useCallback(() => setFailed(false), []),
  };
}
