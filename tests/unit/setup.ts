import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';

// Files that need no DOM run in node (a `// @vitest-environment node` first line): building a jsdom for each of them
// cost ~7 s of a loaded worker, and Testing Library is loaded only where there is a document to clean up.
if (typeof window !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(cleanup);
  // jsdom has no layout: the router's scroll restoration calls this on every navigation.
  window.scrollTo = () => {};
  // Nor this: screens call it to bring an element into view (a field in error, a lane).
  Element.prototype.scrollIntoView ??= () => {};
}
