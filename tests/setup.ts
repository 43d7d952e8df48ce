import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { preloadChatPanel } from '../src/features/chat/chat-widget';
import { preloadToastCard } from '../src/shared/widgets/toast/toaster';

// The toast card and the chat panel are chunks of their own, which a visitor's browser fetches
// while the page is idle, before anyone can need them: so do the tests.
beforeAll(async () => {
  await Promise.all([preloadToastCard(), preloadChatPanel()]);
});

// CI runs this suite beside lint, typecheck and the build on two cores (.ci/run): what a test
// waits for may take longer than Testing Library's 1 s default without anything being wrong.
configure({ asyncUtilTimeout: 5000 });

// user-event and Testing Library's waitFor advance vitest's fake timers through this hook.
(globalThis as unknown as { jest: unknown }).jest = {
  advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms),
};

/** jsdom has no media queries: this stub answers them; tests can flip reduced motion. */
export const mediaState = { reducedMotion: true };
type MediaListener = (event: { matches: boolean }) => void;
const reducedMotionListeners = new Set<MediaListener>();

/** Changes the visitor's reduced-motion preference and tells every listening query. */
export function setReducedMotion(reduce: boolean): void {
  mediaState.reducedMotion = reduce;
  reducedMotionListeners.forEach((listener) => listener({ matches: reduce }));
}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string) => {
    const reduced = query.includes('prefers-reduced-motion');
    return {
      matches: reduced ? mediaState.reducedMotion : false,
      media: query,
      onchange: null,
      addListener: (l: MediaListener) => reduced && reducedMotionListeners.add(l),
      removeListener: (l: MediaListener) => reducedMotionListeners.delete(l),
      addEventListener: (_type: string, l: MediaListener) => reduced && reducedMotionListeners.add(l),
      removeEventListener: (_type: string, l: MediaListener) => reducedMotionListeners.delete(l),
      dispatchEvent: () => false,
    };
  },
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
(globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;
// jsdom cannot navigate: forms post natively, so stop the post after React has seen the submit
// event (a listener on window runs after React's root listener).
window.addEventListener('submit', (event) => event.preventDefault());
window.HTMLElement.prototype.scrollIntoView = function scrollIntoView() {};
window.scrollTo = (() => {}) as typeof window.scrollTo;

// Fail any test that makes React (or anything else) log an error or a warning.
const fail =
  (kind: string) =>
  (...args: unknown[]) => {
    throw new Error(`console.${kind} during a test: ${args.map(String).join(' ')}`);
  };
console.error = fail('error');
console.warn = fail('warn');

afterEach(() => {
  cleanup();
  // Each test starts without the lead drafts (or saved quiz results) an earlier one left.
  sessionStorage.clear();
  reducedMotionListeners.clear();
  mediaState.reducedMotion = true;
});
