import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

/**
 * Imported first by every client test: unmounts what a test rendered (vitest runs without
 * globals, so Testing Library cannot register this itself), and supplies what jsdom lacks.
 */
afterEach(() => {
  cleanup();
  localStorage.clear();
});

// Radix's radio group measures itself with ResizeObserver; in jsdom nothing has a size, so an
// observer that never reports is faithful.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

// jsdom lays nothing out, so it has no scrolling: the results scroll into view in the browser only.
if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = function scrollIntoView(): void {};
}
