import { Box, Container, type MantineSize } from '@mantine/core';
import type { HTMLAttributes, ReactNode } from 'react';

/**
 * Vertical rhythm of the site's bands (phone / from the md breakpoint), in one place:
 * compact 40/56, regular 40/64, roomy 48/72, hero 48/80, tall 56/96. The padding comes from
 * classes in global.css, not responsive style props, so no `<style>` lands inside the body.
 */
export type SectionSpacing = 'compact' | 'regular' | 'roomy' | 'hero' | 'tall';

/** The band's background: plain white, the cream of alternating sections, or the dark call-to-action band. */
export type SectionTone = 'plain' | 'cream' | 'band';

const TONE_CLASS: Record<SectionTone, string | undefined> = {
  plain: undefined,
  cream: 'site-section-cream',
  band: 'cta-band',
};

export interface SectionFrameProps extends Omit<HTMLAttributes<HTMLElement>, 'className'> {
  /** `section` (a labelled region, give `aria-labelledby`) or a plain `div`. */
  as?: 'section' | 'div';
  spacing?: SectionSpacing;
  tone?: SectionTone;
  /** The width of the content column. */
  width?: MantineSize;
  /** An in-page target that must land below the sticky header. */
  anchorTarget?: boolean;
  'data-testid'?: string;
  children: ReactNode;
}

/** One band of a page: full-width background, vertical padding and a centred content column. */
export function SectionFrame({ as = 'section', spacing = 'regular', tone = 'plain', width = 'xl', anchorTarget, children, ...rest }: SectionFrameProps) {
  const className = ['section-frame', TONE_CLASS[tone], anchorTarget ? 'anchor-target' : undefined].filter(Boolean).join(' ');
  return (
    <Box component={as} className={className} data-spacing={spacing} {...rest}>
      <Container size={width}>{children}</Container>
    </Box>
  );
}
