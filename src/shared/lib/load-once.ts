import { use } from 'react';

/**
 * Code that arrives later, fetched once: `preload()` starts fetching it (every call returns the same
 * promise until it has arrived; after a failure the next call fetches again); `useLoaded()`, while rendering, gives it at once when it has arrived and otherwise
 * suspends until it does, so what was preloaded renders on the first try; `current()` says whether
 * it is there yet, without waiting.
 */
export function loadOnce<T>(load: () => Promise<T>) {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  const preload = (): Promise<T> =>
    (pending ??= load().then(
      (loaded) => {
        value = loaded;
        return loaded;
      },
      (error: unknown) => {
        // A failed fetch (a dropped connection) is forgotten, so the next call tries again.
        pending = undefined;
        throw error;
      },
    ));
  return {
    preload,
    useLoaded: (): T => value ?? use(preload()),
    current: (): T | undefined => value,
  };
}

export type LoadOnce<T> = ReturnType<typeof loadOnce<T>>;
