import { Anchor, Box } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { useHydrated } from '../hooks/use-hydrated';

/** One of the page's twins: its path, its language's name in that language, its `lang` and `dir`. */
export interface LanguageTwinLink {
  to: string;
  label: string;
  lang: string;
  dir: 'ltr' | 'rtl';
}

function TwinLink({ twin, search }: { twin: LanguageTwinLink; search: string }) {
  return (
    <Anchor component={Link} to={`${twin.to}${search}`} hrefLang={twin.lang} lang={twin.lang} dir={twin.dir} fw={600} underline="always" c="maple.8">
      {twin.label}
    </Anchor>
  );
}

/**
 * The way to the same page in its other languages (decisions 0051, 0062 and 0070), in the header of
 * every page that has a twin: a navigation landmark named in the chrome's language, holding a link
 * to each twin named in the twin's language ("Français", "English", "العربية") with that language's
 * `lang`, `dir` and `hreflang`, so a reader lands on the twin and a screen reader speaks its name
 * right; the page's query goes with it (the language switch keeps a calculator's estimate). One twin is one link; several are a list, in the route's order. Each at least 24 px high and
 * wide (WCAG 2.5.8), as the header's other links.
 */
export function LanguageSwitch({ twins, navLabel }: { twins: readonly LanguageTwinLink[]; navLabel: string }) {
  // What the page's address holds goes to its twin too (a calculator's estimate, the facts a link
  // carried, a thank-you's source): the twins read the same query. Once hydrated: the prerendered
  // link cannot know the query.
  const { search } = useLocation();
  const carried = useHydrated() ? search : '';
  return (
    <Box component="nav" aria-label={navLabel} data-testid="language-switch" className="language-switch">
      {twins.length === 1 ? (
        <TwinLink twin={twins[0]!} search={carried} />
      ) : (
        <ul className="language-switch-list">
          {twins.map((twin) => (
            <li key={twin.lang}>
              <TwinLink twin={twin} search={carried} />
            </li>
          ))}
        </ul>
      )}
    </Box>
  );
}
