import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// user-event and Testing Library's waitFor advance vitest's fake timers through this hook.
(globalThis as unknown as { jest: unknown }).jest = {
  advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms),
};

/** jsdom has no media queries: this stub answers them; tests can flip reduced motion. */
export const mediaState = { reducedMotion: true };

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string) => ({
    matches: query.includes('prefers-reduced-motion') ? mediaState.reducedMotion : false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
(globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = function scrollIntoView() {};
window.scrollTo = (() => {}) as typeof window.scrollTo;

// Fail any test that makes React (or anything else) log an error or a warning.
const fail = (kind: string) => (...args: unknown[]) => {
  throw new Error(`console.${kind} during a test: ${args.map(String).join(' ')}`);
};
console.error = fail('error');
console.warn = fail('warn');

afterEach(() => {
  cleanup();
  mediaState.reducedMotion = true;
});
