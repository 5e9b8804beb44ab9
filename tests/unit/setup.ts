import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no layout: the router's scroll restoration calls this on every navigation.
// (Build-time tests run in node, without a window.)
if (typeof window !== 'undefined') window.scrollTo = () => {};
// Nor this: screens call it to bring an element into view (a field in error, a lane).
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView ??= () => {};

afterEach(cleanup);
