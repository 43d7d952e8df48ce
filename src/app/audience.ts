import { useLocation } from 'react-router-dom';
import type { Audience } from '../content/navigation';
import type { ChromeAudience } from '../content/chrome/words';
import { useChromeWords } from './layout/chrome-language';
import { useHydrated } from '../shared/hooks/use-hydrated';
import type { AudienceRule } from './route-types';
import { routeForPath } from './routes';

/**
 * The audience a route's rule gives for a query string: its own, the one its query parameter's
 * value names, or families (no rule, no such parameter, or a value the rule does not list).
 */
export function audienceFor(rule: AudienceRule | undefined, search: string): Audience {
  if (rule === undefined) return 'families';
  if (typeof rule === 'string') return rule;
  const value = new URLSearchParams(search).get(rule.param);
  return (value !== null && Object.hasOwn(rule.values, value) ? rule.values[value] : undefined) ?? 'families';
}

/**
 * The chrome for the current route, from the route registry. A rule that reads the query waits
 * for hydration (its words are in the page's language, src/app/layout/chrome-language.ts): the prerendered page cannot know the query string, and the first client render
 * must match it (as /thank-you's own message does; decision 0031).
 */
export function useAudienceChrome(): { audience: Audience; chrome: ChromeAudience } {
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const audience = audienceFor(routeForPath(pathname)?.meta.audience, hydrated ? search : '');
  return { audience, chrome: useChromeWords().audiences[audience] };
}
