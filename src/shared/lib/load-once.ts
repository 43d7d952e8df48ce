import { use, useEffect, useState } from 'react';

/** A promise React's `use()` reads at once: tagged with its outcome as React tags the ones it tracks. */
type Settled<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * Code that arrives later, fetched once: `preload()` starts fetching it (every call returns the same
 * promise until it has arrived; after a failure the next call fetches again); `useLoaded()`, while
 * rendering, gives it at once when it has arrived and otherwise suspends until it does, so what was
 * preloaded renders on the first try; `current()` says whether it is there yet, without waiting;
 * `useArrived(wanted)` gives it once it is there and `undefined` meanwhile, fetching it once `wanted`,
 * without suspending nor throwing: for a part that may simply show a moment later (the toast's card, the chat),
 * since React reveals content that suspended behind a fallback on a timer of its own, which a
 * visitor's page runs at once but a test's paused clock never does.
 *
 * `useLoaded()` calls `use()` on every render, never only while the code is missing: React replays a
 * component whose promise settles while it renders, and a replay that skips the `use()` of the
 * first try runs the hooks after it against no hooks at all ("Update hook called on initial
 * render", which React recovers from by rendering the whole page again, reported as error #520 on a
 * client navigation). The arrived promise carries `status: 'fulfilled'` and its value, the fields
 * React's `use()` reads to return without suspending (docs/decisions/history/0059-use-once-per-render.md).
 */
export function loadOnce<T>(load: () => Promise<T>) {
  let value: T | undefined;
  let pending: Settled<T> | undefined;
  const preload = (): Promise<T> => {
    if (pending) return pending;
    const loading: Settled<T> = load().then(
      (loaded) => {
        value = loaded;
        loading.status = 'fulfilled';
        loading.value = loaded;
        return loaded;
      },
      (error: unknown) => {
        // A failed fetch (a dropped connection) is forgotten, so the next call tries again.
        pending = undefined;
        throw error;
      },
    );
    pending = loading;
    return loading;
  };
  function useArrived(wanted: boolean): T | undefined {
    const [arrived, setArrived] = useState(() => value);
    useEffect(() => {
      if (arrived !== undefined || !wanted) return;
      let mounted = true;
      // A failed fetch (offline) leaves it undefined, never an unhandled rejection: tried again when `wanted` comes again.
      void preload().then(
        (loaded) => mounted && setArrived(() => loaded),
        () => {},
      );
      return () => {
        mounted = false;
      };
    }, [arrived, wanted]);
    return arrived;
  }
  return {
    preload,
    useLoaded: (): T => use(preload()),
    useArrived,
    current: (): T | undefined => value,
  };
}

export type LoadOnce<T> = ReturnType<typeof loadOnce<T>>;

/**
 * One `loadOnce` per key, made on its first use: a route's page module, a language's later words.
 * What a key's loader preloaded (before hydrating, or a test before rendering) is there when a view
 * of that key renders. `keyOf` names the key of an argument (the argument itself by default).
 */
export function loadOncePer<A, T>(load: (arg: A) => Promise<T>, keyOf: (arg: A) => unknown = (arg) => arg): (arg: A) => LoadOnce<T> {
  const loaders = new Map<unknown, LoadOnce<T>>();
  return (arg) => {
    const key = keyOf(arg);
    let loader = loaders.get(key);
    if (!loader) {
      loader = loadOnce(() => load(arg));
      loaders.set(key, loader);
    }
    return loader;
  };
}

/**
 * A value React's `use()` returns at once, never suspending: a promise already tagged as
 * `loadOnce` tags what has arrived. For a hook that reads either what is at hand (English words) or
 * what loads later (another language's) with one `use()` on every render (decision 0059).
 */
export function settled<T>(value: T): Promise<T> {
  const promise: Settled<T> = Promise.resolve(value);
  promise.status = 'fulfilled';
  promise.value = value;
  return promise;
}
