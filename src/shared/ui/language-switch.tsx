import { Button, Container } from '@mantine/core';
import { Link } from 'react-router-dom';

/**
 * The way to the same page in its other language (decision 0051): a navigation landmark named in
 * the page's language, holding one link written in the twin's language, with that language's
 * `lang`, `dir` and `hreflang`, so a reader lands on the twin and a screen reader speaks it right.
 */
export function LanguageSwitch({ to, label, lang, dir, navLabel }: { to: string; label: string; lang: string; dir: 'ltr' | 'rtl'; navLabel: string }) {
  return (
    <Container size="xl" pb="sm" component="nav" aria-label={navLabel} data-testid="language-switch">
      <Button component={Link} to={to} hrefLang={lang} lang={lang} dir={dir} variant="outline" size="sm" radius="xl">
        {label}
      </Button>
    </Container>
  );
}
