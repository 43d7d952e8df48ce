import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Focuses a section's heading (or the target itself when it is one) without a second scroll. */
function focusHeadingOf(target: HTMLElement) {
  const heading = target.matches('h1, h2, h3') ? target : target.querySelector<HTMLElement>('h1, h2, h3');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/**
 * docs/spec/SPEC.md §1: navigating scrolls to the top, or smoothly to the `#hash` target. After a
 * page change, focus moves to the main region so screen-reader users hear the new page.
 */
export function ScrollManager({ mainId }: { mainId: string }) {
  const { pathname, search, hash, key } = useLocation();
  const first = useRef(true);
  const lastPath = useRef(pathname);
  const lastSearch = useRef(search);

  useEffect(() => {
    const isFirst = first.current;
    first.current = false;
    const pathChanged = lastPath.current !== pathname;
    const searchChanged = lastSearch.current !== search;
    lastPath.current = pathname;
    lastSearch.current = search;
    if (hash) {
      // The target may belong to a page chunk that is still loading: try for a short while.
      let tries = 0;
      const seek = () => {
        const target = document.getElementById(decodeURIComponent(hash.slice(1)));
        if (target) {
          target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
          // An in-page link ('Apply Now', 'Request More Info') also moves focus to where it leads,
          // so keyboard and screen-reader users continue from the section's heading.
          if (!isFirst) focusHeadingOf(target);
        } else if (tries++ < 20) {
          timer = window.setTimeout(seek, 50);
        }
      };
      let timer = window.setTimeout(seek, 0);
      return () => window.clearTimeout(timer);
    }
    // A page that keeps its state in the query (the calculators, the blog filters) replaces it as
    // the visitor works: the page stays where it is.
    if (isFirst || (!pathChanged && searchChanged)) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
    if (pathChanged) document.getElementById(mainId)?.focus({ preventScroll: true });
    return undefined;
  }, [pathname, search, hash, key, mainId]);

  return null;
}
