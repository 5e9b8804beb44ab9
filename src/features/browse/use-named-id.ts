import { useSearch } from '@tanstack/react-router';

/** `?id=&name=` of the brand, category, family and sector screens (their guard requires the id). */
export function useNamedId(): { id: number; name: string } {
  const search = useSearch({ strict: false }) as { id?: number; name?: string };
  return { id: search.id ?? 0, name: search.name ?? '' };
}
