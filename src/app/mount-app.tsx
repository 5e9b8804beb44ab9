import { startTransition, type ReactNode } from 'react';
import { yieldToMain } from '../sync/pulls/chunks';
import type { AppRouter } from './router';

// React DOM's renderer is the largest module of boot: made ready in a task of its own, not in the entry's.
const renderer = () => import('react-dom/client');

/**
 * A page the build pre-rendered (its #root says which path) is hydrated once the router has
 * run the path's rules and loaded its screen, so the first render is the pre-rendered one.
 * When a rule sends the visitor elsewhere (/login → /usuarios), or the screen failed to load,
 * the page is rendered afresh.
 */
export async function mountApp(rootElement: HTMLElement, router: AppRouter, app: ReactNode): Promise<void> {
  const prerendered = rootElement.dataset.prerendered;
  if (prerendered === undefined) {
    (await renderer()).createRoot(rootElement).render(app);
    return;
  }
  // Building the route table, loading the screen and evaluating React DOM: three tasks, not one long one.
  await yieldToMain();
  await router.load();
  await yieldToMain();
  const { createRoot, hydrateRoot } = await renderer();
  const { location, matches } = router.state;
  const landed = location.pathname === prerendered && router.latestLocation.pathname === prerendered;
  if (landed && matches.every((match) => match.status === 'success')) {
    // A transition's hydration yields to the browser every few milliseconds; a plain one is a single long task.
    startTransition(() => {
      hydrateRoot(rootElement, app);
    });
    return;
  }
  rootElement.replaceChildren();
  createRoot(rootElement).render(app);
}
