import { useState } from 'react';

/**
 * True from the first render with `open` on, then for good: a lazily loaded dialog mounts
 * when it is first opened and stays mounted, so closing it still hands the focus back.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
