// The current sector of each partner: a filter of type PRODUCT_SECTION the product lists apply
// ([commerce §2] sector drawer). Kept for the tab's life (sessionStorage), like a screen's filter.
import { useSyncExternalStore } from 'react';
import type { Filter, Section } from '../../domain/entities/catalogue';

const listeners = new Set<() => void>();
const storageKey = (partnerId: number) => `current-sector:${partnerId}`;
const cache = new Map<number, Filter | null>();

function read(partnerId: number): Filter | null {
  if (!cache.has(partnerId)) {
    const raw = sessionStorage.getItem(storageKey(partnerId));
    cache.set(partnerId, raw ? (JSON.parse(raw) as Filter) : null);
  }
  return cache.get(partnerId) ?? null;
}

/** Sets the sector as the partner's current one, or clears it (null). */
export function setCurrentSector(partnerId: number, section: Section | null): void {
  const filter: Filter | null = section ? { id: section.id, name: section.name, type: 'PRODUCT_SECTION' } : null;
  cache.set(partnerId, filter);
  if (filter) sessionStorage.setItem(storageKey(partnerId), JSON.stringify(filter));
  else sessionStorage.removeItem(storageKey(partnerId));
  listeners.forEach((listener) => listener());
}

export function useCurrentSector(partnerId: number): Filter | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => read(partnerId),
  );
}
