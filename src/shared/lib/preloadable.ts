import { use } from 'react';

/**
 * Code that arrives later, read without a flash: `preload()` starts (once) fetching it; `read()`,
 * called while rendering, returns it at once when it has arrived and otherwise suspends until it
 * does. Unlike `React.lazy`, a component whose code was preloaded renders on the first try, so a
 * part prefetched before it is needed never shows its Suspense fallback.
 */
export function preloadable<T>(load: () => Promise<T>) {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  const preload = (): Promise<T> =>
    (pending ??= load().then((loaded) => {
      value = loaded;
      return loaded;
    }));
  const read = (): T => value ?? use(preload());
  return { preload, read };
}
