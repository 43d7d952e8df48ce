import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import type { InfoSection, PageLink } from '../../content/info-pages/types';
import type { InfoPageWords } from '../../content/info-pages/words';
import { SectionFrame } from '../../shared/ui/section-frame';

/** The id of a section's heading, for `aria-labelledby`. */
export const headingId = (id: string) => `${id}-heading`;

/** The section of one kind. */
export type SectionOf<K extends InfoSection['kind']> = Extract<InfoSection, { kind: K }>;

export function SectionHeading({ id, heading, intro }: { id: string; heading: string; intro?: string }) {
  return (
    <Stack gap="xs" maw={760}>
      <Title order={2} id={headingId(id)} c="maple.9">
        {heading}
      </Title>
      {intro && <Text fz="lg">{intro}</Text>}
    </Stack>
  );
}

export function SectionLink({ link }: { link?: PageLink }) {
  if (!link) return null;
  return (
    <Anchor component={Link} to={link.to} hrefLang={link.hrefLang} fw={700}>
      {link.label}
    </Anchor>
  );
}

/** What a section's view is given: its section and the template's words in the page's language. */
export interface SectionProps<K extends InfoSection['kind']> {
  section: SectionOf<K>;
  words: InfoPageWords;
}

/** One view per section kind: a kind added to InfoSection without a view fails to compile. */
export type SectionViews = { readonly [K in InfoSection['kind']]: ComponentType<SectionProps<K>> };

/** The section's heading id, for `aria-labelledby` (quotes have no heading). */
const sectionHeadingId = (section: InfoSection): string | undefined => (section.kind === 'quote' ? undefined : headingId(section.id));

/** One section, drawn by the view of its kind. */
export function SectionView({ section, views, words }: { section: InfoSection; views: SectionViews; words: InfoPageWords }) {
  // The map is keyed by kind, so this view takes exactly this section (TypeScript cannot correlate the two).
  const View = views[section.kind] as ComponentType<{ section: InfoSection; words: InfoPageWords }>;
  return <View section={section} words={words} />;
}

/** A page's sections in order, each a labelled region on alternating backgrounds. */
export function SectionsInFrames({ sections, views, words }: { sections: readonly InfoSection[]; views: SectionViews; words: InfoPageWords }) {
  return sections.map((section, i) => (
    <SectionFrame
      key={section.id}
      id={section.id}
      aria-labelledby={sectionHeadingId(section)}
      aria-label={section.kind === 'quote' ? words.quoteLabel(section.name) : undefined}
      tone={i % 2 === 1 ? 'cream' : 'plain'}
      anchorTarget
    >
      <Stack gap="lg">
        <SectionView section={section} views={views} words={words} />
      </Stack>
    </SectionFrame>
  ));
}
