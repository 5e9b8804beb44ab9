import { useRouter } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

interface InternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An app path with its query, e.g. '/marca?id=3&name=Tio%20Jo%C3%A3o'. */
  href: string;
}

/**
 * An anchor to an app path, navigated by the router when one is mounted. Some targets
 * (brand, category) have no screen yet; the router's unknown-path rule handles them.
 */
export function InternalLink({ href, onClick, ...rest }: InternalLinkProps) {
  const router = useRouter({ warn: false });
  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !router) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return <a href={href} onClick={navigate} {...rest} />;
}

/** Path with query values, encoded. */
export function pathWithQuery(path: string, query: Record<string, string | number>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) search.set(key, String(value));
  return `${path}?${search.toString()}`;
}
