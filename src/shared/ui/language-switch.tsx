import { Anchor, Box } from '@mantine/core';
import { Link } from 'react-router-dom';

/**
 * The way to the same page in its other language (decisions 0051 and 0062), in the header of every
 * page that has a twin: a navigation landmark named in the chrome's language, holding one link
 * named in the twin's language ("Français", "English", "ਪੰਜਾਬੀ") with that language's `lang`,
 * `dir` and `hreflang`, so a reader lands on the twin and a screen reader speaks its name right.
 * At least 24 px high (WCAG 2.5.8), as the header's other links.
 */
export function LanguageSwitch({ to, label, lang, dir, navLabel }: { to: string; label: string; lang: string; dir: 'ltr' | 'rtl'; navLabel: string }) {
  return (
    <Box component="nav" aria-label={navLabel} data-testid="language-switch" className="language-switch">
      <Anchor component={Link} to={to} hrefLang={lang} lang={lang} dir={dir} fw={600} underline="always" c="maple.8">
        {label}
      </Anchor>
    </Box>
  );
}
