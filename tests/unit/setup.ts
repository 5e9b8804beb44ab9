import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { IDBFactory } from 'fake-indexeddb';
import { afterAll, afterEach, vi } from 'vitest';
import { endFileScope } from './support/file-scope';

// Most files share their worker (vitest.config.ts): each starts from a fresh app, as in its own process. The app's
// modules load again (the libraries in node_modules stay loaded), and the device's storage starts empty.
vi.resetModules();
afterAll(endFileScope);
globalThis.indexedDB = new IDBFactory();
// Dexie stays loaded and took the first file's factory when it loaded.
Dexie.dependencies.indexedDB = globalThis.indexedDB;
if (typeof localStorage !== 'undefined') {
  localStorage.clear();
  sessionStorage.clear();
}

// Files that need no DOM run in node (a `// @vitest-environment node` first line): building a jsdom for each of them
// cost ~7 s of a loaded worker, and Testing Library is loaded only where there is a document to clean up.
if (typeof window !== 'undefined') {
  document.head.replaceChildren();
  document.body.replaceChildren();
  const { cleanup } = await import('@testing-library/react');
  afterEach(cleanup);
  // jsdom has no layout: the router's scroll restoration calls this on every navigation.
  window.scrollTo = () => {};
  // Nor this: screens call it to bring an element into view (a field in error, a lane).
  Element.prototype.scrollIntoView ??= () => {};
}
