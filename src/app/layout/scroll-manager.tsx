import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * SPEC.md section 1: navigating scrolls to the top, or smoothly to the `#hash` target. After a
 * page change, focus moves to the main region so screen-reader users hear the new page.
 */
export function ScrollManager({ mainId }: { mainId: string }) {
  const { pathname, hash, key } = useLocation();
  const first = useRef(true);
  const lastPath = useRef(pathname);

  useEffect(() => {
    const isFirst = first.current;
    first.current = false;
    const pathChanged = lastPath.current !== pathname;
    lastPath.current = pathname;
    if (hash) {
      // The target may belong to a page chunk that is still loading: try for a short while.
      let tries = 0;
      const seek = () => {
        const target = document.getElementById(decodeURIComponent(hash.slice(1)));
        if (target) {
          target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
        } else if (tries++ < 20) {
          timer = window.setTimeout(seek, 50);
        }
      };
      let timer = window.setTimeout(seek, 0);
      return () => window.clearTimeout(timer);
    }
    if (isFirst) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
    if (pathChanged) document.getElementById(mainId)?.focus({ preventScroll: true });
    return undefined;
  }, [pathname, hash, key, mainId]);

  return null;
}
