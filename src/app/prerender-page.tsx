// Build-time entry (scripts/build/prerender.mjs): the app's HTML for a public path, rendered
// with the same route table and components the browser hydrates.
import { StrictMode, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryHistory } from '@tanstack/react-router';
import { App } from './app';
import { createAppRouter } from './router';
import type { RouterContext } from './router-context';

export { PRERENDERED_PATHS, prerenderedFile } from '../config/prerendered-paths';

// A visitor without a session: the state every public screen starts from.
const signedOut: RouterContext = {
  getSession: () => null,
  currentPartnerId: () => null,
  clearPartner: () => undefined,
  ensurePartnerSelected: async () => false,
  mayHaveSavedUsers: async () => true,
};

export async function renderPage(path: string): Promise<string> {
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ history, context: signedOut, prerendering: true });
  await router.load();
  const landed = router.state.location.pathname;
  if (landed !== path) throw new Error(`pre-render of ${path} landed on ${landed}`);
  // In the browser the router puts its matches in a Suspense boundary it leaves out on a
  // server; this one stands for it, so the markup has the boundary hydration looks for.
  return renderToString(
    <StrictMode>
      <Suspense>
        <App router={router} />
      </Suspense>
    </StrictMode>,
  );
}
