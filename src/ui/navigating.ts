// Whether the router is moving to another screen. Deferred rendering work (the home's lanes growing
// a few cards per task) waits meanwhile: each of its synchronous renders interrupts, and restarts,
// the router's transition, so a tap on a link waited for every card still to come.
let navigating = false;
let giveUp: ReturnType<typeof setTimeout> | undefined;
const settled = new Set<() => void>();

/** A navigation that never says it settled (an error the router swallowed) holds the lanes this long at most. */
const LONGEST_HOLD_MS = 3_000;

export function setNavigating(value: boolean): void {
  navigating = value;
  clearTimeout(giveUp);
  if (value) giveUp = setTimeout(() => setNavigating(false), LONGEST_HOLD_MS);
  else for (const listener of [...settled]) listener();
}

export function isNavigating(): boolean {
  return navigating;
}

/** Calls `listener` each time a navigation has settled; returns the unsubscribe. */
export function onNavigationSettled(listener: () => void): () => void {
  settled.add(listener);
  return () => settled.delete(listener);
}
