// jsdom set-up for component tests: what antd and CodeMirror expect from a browser (matchMedia,
// ResizeObserver, Range rectangles), and a clean DOM and storage after every test.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetQueryCache } from '../api/query.ts';

// Why 5 s for findBy/waitFor (default 1 s): npm test runs the node and web projects side by side on
// 2 cores, and a page that renders after a mocked fetch and antd's lazy styles has been seen to
// take longer than 1 s there; a correct page still shows within the test's own 15 s.
// Why defaultHidden: a role query first asks jsdom whether each candidate is hidden, through
// getComputedStyle of it and every ancestor, and with antd's injected style sheets that took ~10 s
// for one button in an admin table row (0.2 s without). Whether an element is shown is asserted
// where it matters, by name (queryBy…) or with toBeVisible.
configure({ asyncUtilTimeout: 5000, defaultHidden: true });

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });
}

// jsdom lays nothing out: CodeMirror measures text through these Range methods in an animation
// frame, and without them a frame that fired after a test had ended threw an uncaught TypeError.
Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
Range.prototype.getBoundingClientRect = () => new DOMRect();

afterEach(() => {
  cleanup();
  // Shared answers (the public configuration) are kept for the page's life: each test is a new page.
  resetQueryCache();
  localStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
