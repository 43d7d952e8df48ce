import { useEffect, useRef } from 'react';

/**
 * A heading that takes focus whenever `key` changes after the first render (a stepper's new step),
 * so keyboard and screen reader users start there. Returns the ref to put on the heading.
 */
export function useFocusOnChange<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    ref.current?.focus();
  }, [key]);
  return ref;
}
