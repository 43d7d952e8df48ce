import { createElement, Suspense, use, useEffect, useId, useMemo, useRef, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { loadOnce } from '../lib/load-once';
import { useEarlyInputReplay } from '../hooks/use-early-input-replay';
import { visitorIsWithin } from '../lib/early-input';

/** Every part's loader, so the prerenderer can fetch them all before rendering. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- parts of every props type
const PARTS = new Set<() => Promise<ComponentType<any>>>();

/** Fetches every below-the-fold part, those declared inside parts included (the prerenderer, after the page modules). */
export async function preloadBelowTheFold(): Promise<void> {
  // A part's code may declare parts of its own (the footer's newsletter form): fetch until no new one appears.
  for (let known = -1; known !== PARTS.size;) {
    known = PARTS.size;
    await Promise.all([...PARTS].map((preload) => preload()));
  }
}

/** How far below the viewport a part starts hydrating: a little ahead of a scrolling visitor. */
const AHEAD = '200px 0px';

interface Gate {
  /** Resolves with the part's component once it may hydrate. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the part's own props type
  ready: Promise<ComponentType<any>>;
  /** Lets it: starts fetching the code if need be. */
  open: () => void;
  deferred: boolean;
  /** The router location the page was hydrated at. */
  location: string;
}

type Hydration = 'waiting' | 'hydrated';

/** A promise React's `use()` reads at once: already settled, with its value (the part's code, loaded before). */
const settled = <T,>(value: T): Promise<T> => Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });

/**
 * A section below the fold, hydrated only when the visitor nears it. The prerendered HTML shows at
 * once either way; what waits is its code: on a prerendered page the section stays as that HTML
 * (React keeps a suspended boundary's server markup) until it is 200 px from the viewport, is focused,
 * touched or hovered, and only then is its chunk fetched and hydrated, so the first load neither
 * fetches nor runs code for what nobody has seen. Rendered on the client (after a navigation) it
 * loads at once. The prerenderer renders it in full (`preloadBelowTheFold`).
 *
 * A part keeps the props it was first given (constants from `src/content`, such as a page's
 * sections): the wrapper never re-renders into a boundary still waiting to hydrate (an update there
 * would make React drop the server markup and render it afresh). The one update
 * that reaches it anyway, a navigation (it changes the location the part's links read), loads it
 * at once, so the navigation waits for that chunk, not for the visitor to scroll. The wrapper's
 * `data-state` says `waiting` until the part has hydrated, then `hydrated`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a part without props is the usual case
export function belowTheFold<P extends object = {}>(
  load: () => Promise<ComponentType<P>>,
  {
    onApproach = true,
    atOnce,
  }: {
    /**
     * Whether nearing it is enough. A part that works without its code (a form that posts
     * natively) waits for the visitor to reach for it instead: focus, touch or hover.
     */
    onApproach?: boolean;
    /**
     * Asked as the page hydrates: true loads the part at once (a form the service sent the visitor
     * back to, which must now say thank you instead of waiting to be reached for).
     */
    atOnce?: () => boolean;
  } = {},
): ComponentType<P> {
  const code = loadOnce(load);
  PARTS.add(code.preload);

  function Part({ gate, onHydrated, props }: { gate: Gate; onHydrated: (state: Hydration) => void; props: P }) {
    useEffect(() => onHydrated('hydrated'), [onHydrated]);
    // What the visitor did here before the part listened (a click that also opened the gate).
    useEarlyInputReplay();
    // On every render, with the same promise for the part's lifetime (React tracks it by its place).
    return createElement(use(gate.ready), props);
  }

  function BelowTheFold(props: P) {
    const [firstProps] = useState(props);
    const id = useId();
    const { key } = useLocation();
    const ref = useRef<HTMLDivElement>(null);
    const [gate] = useState((): Gate => {
      const loaded = code.current();
      if (loaded) return { ready: settled(loaded), open: () => {}, deferred: false, location: key };
      // Rendered on the client, or wanted at once: fetched now. Hydrating a prerendered page
      // otherwise: this part's markup is already in the document, and it waits.
      if (document.getElementById(id) === null || atOnce?.()) return { ready: code.preload(), open: () => {}, deferred: false, location: key };
      let open = () => {};
      const ready = new Promise<void>((resolve) => {
        open = () => resolve();
      }).then(code.preload);
      return { ready, open, deferred: true, location: key };
    });
    // A navigation changes the location the part's links read, and React must hydrate the part
    // before it can apply that: open the gate now, in the render that carries the navigation (an
    // effect would come too late, the navigation's commit waits for this part), so the navigation
    // waits for the part's code, not for the visitor to scroll. React's own retries of a suspended
    // boundary (it renders a waiting part again whenever it likes) change nothing.
    if (gate.deferred && key !== gate.location) gate.open();
    const [hydration, setHydration] = useState<Hydration>('waiting');

    useEffect(() => {
      const element = ref.current;
      if (!gate.deferred || !element) return;
      // Focused, typed or pressed in before anything listened (a keyboard user tabbing down the
      // page), or a pointer already resting on it: that is intent already, whatever the scroll
      // position says. A part inside another (the footer's newsletter form) starts listening only
      // once the outer part has hydrated: a pointer that came onto it while the outer part's code
      // was still on its way entered before anything here listened, and no `pointerover` comes
      // again until it moves (React holds the one it saw, for a boundary that never hydrates).
      if (typeof IntersectionObserver === 'undefined' || visitorIsWithin(element) || element.matches(':hover')) {
        gate.open();
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) gate.open();
        },
        { rootMargin: AHEAD },
      );
      if (onApproach) observer.observe(element);
      // Heard at the window, in the capture phase: React, listening at the document, stops the
      // propagation of a focus or a pointer entering a boundary it has not hydrated yet (it replays
      // them once it has), so a listener on this element would never hear them.
      const intents = ['focusin', 'pointerover', 'touchstart'] as const;
      const onIntent = (event: Event) => {
        if (event.target instanceof Node && element.contains(event.target)) gate.open();
      };
      for (const type of intents) window.addEventListener(type, onIntent, { capture: true, passive: true });
      return () => {
        observer.disconnect();
        for (const type of intents) window.removeEventListener(type, onIntent, { capture: true });
      };
    }, [gate]);

    // One element for the wrapper's lifetime: nothing flows into the boundary while it waits.
    const content = useMemo(
      () => (
        <Suspense fallback={null}>
          <Part gate={gate} onHydrated={setHydration} props={firstProps} />
        </Suspense>
      ),
      [gate, firstProps],
    );
    return (
      <div id={id} ref={ref} data-below-the-fold="" data-state={hydration}>
        {content}
      </div>
    );
  }
  return BelowTheFold;
}
