import { createElement, Suspense, use, useEffect, useId, useMemo, useRef, useState, type ComponentType } from 'react';
import { loadOnce } from '../lib/load-once';

/** Every part's loader, so the prerenderer can fetch them all before rendering. */
const PARTS = new Set<() => Promise<ComponentType>>();

/** Fetches every below-the-fold part declared so far (the prerenderer, after the page modules). */
export function preloadBelowTheFold(): Promise<unknown> {
  return Promise.all([...PARTS].map((preload) => preload()));
}

/** How far below the viewport a part starts hydrating: a little ahead of a scrolling visitor. */
const AHEAD = '200px 0px';

interface Gate {
  /** Resolves with the part's component once it may hydrate. */
  ready: Promise<ComponentType>;
  /** Lets it: starts fetching the code if need be. */
  open: () => void;
  deferred: boolean;
  /** Times React tried to render the part while the gate was shut. */
  attempts: number;
}

type Hydration = 'waiting' | 'hydrated';

/**
 * A section below the fold, hydrated only when the visitor nears it. The prerendered HTML shows at
 * once either way; what waits is its code: on a prerendered page the section stays as that HTML
 * (React keeps a suspended boundary's server markup) until it is 200 px from the viewport, is focused,
 * touched or hovered, and only then is its chunk fetched and hydrated, so the first load neither
 * fetches nor runs code for what nobody has seen. Rendered on the client (after a navigation) it
 * loads at once. The prerenderer renders it in full (`preloadBelowTheFold`).
 *
 * A part takes no props: the wrapper never re-renders into a boundary still waiting to hydrate
 * (an update there would make React drop the server markup and render it afresh). Should an
 * update reach it anyway (a navigation changes the location its links read), it loads at once,
 * so the navigation waits for that chunk, not for the visitor to scroll. The wrapper's
 * `data-state` says `waiting` until the part has hydrated, then `hydrated`.
 */
export function belowTheFold(load: () => Promise<ComponentType>): ComponentType {
  const code = loadOnce(load);
  PARTS.add(code.preload);

  function Part({ gate, onHydrated }: { gate: Gate | null; onHydrated: (state: Hydration) => void }) {
    useEffect(() => onHydrated('hydrated'), [onHydrated]);
    const loaded = code.current();
    if (loaded) return createElement(loaded);
    // The first try is the page's hydration, which may wait. Any later try means React needs this
    // part now (a navigation or another update reached it): it must not wait for the visitor.
    gate!.attempts += 1;
    if (gate!.attempts > 1) gate!.open();
    return createElement(use(gate!.ready));
  }

  function BelowTheFold() {
    const id = useId();
    const ref = useRef<HTMLDivElement>(null);
    const [gate] = useState((): Gate | null => {
      if (code.current()) return null;
      // Hydrating a prerendered page: this part's markup is already in the document.
      if (document.getElementById(id) === null) return { ready: code.preload(), open: () => {}, deferred: false, attempts: 0 };
      let open = () => {};
      const ready = new Promise<void>((resolve) => {
        open = () => resolve();
      }).then(code.preload);
      return { ready, open, deferred: true, attempts: 0 };
    });
    const [hydration, setHydration] = useState<Hydration>('waiting');

    useEffect(() => {
      const element = ref.current;
      if (!gate?.deferred || !element) return;
      if (typeof IntersectionObserver === 'undefined') {
        gate.open();
        return;
      }
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) gate.open();
      }, { rootMargin: AHEAD });
      observer.observe(element);
      const intents = ['focusin', 'pointerover', 'touchstart'] as const;
      for (const type of intents) element.addEventListener(type, gate.open, { passive: true });
      return () => {
        observer.disconnect();
        for (const type of intents) element.removeEventListener(type, gate.open);
      };
    }, [gate]);

    // One element for the wrapper's lifetime: nothing flows into the boundary while it waits.
    const content = useMemo(
      () => (
        <Suspense fallback={null}>
          <Part gate={gate} onHydrated={setHydration} />
        </Suspense>
      ),
      [gate],
    );
    return (
      <div id={id} ref={ref} data-below-the-fold="" data-state={hydration}>
        {content}
      </div>
    );
  }
  return BelowTheFold;
}
