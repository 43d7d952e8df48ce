import type { StateValue } from 'xstate';

/** A state value as one readable string for `data-state`: `closed`, `open.expanded`, `a.b,c.d`. */
export function stateName(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) => (child && (typeof child === 'string' || Object.keys(child).length) ? `${key}.${stateName(child as StateValue)}` : key))
    .join(',');
}
