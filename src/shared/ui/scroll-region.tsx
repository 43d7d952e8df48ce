import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A wide table that may scroll sideways on a phone. The scrolling box is a labelled, focusable
 * region so keyboard users can scroll it too (WCAG 2.1.1; axe "scrollable-region-focusable").
 */
export function ScrollRegion({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  return (
    <Box className="scroll-region" tabIndex={0} role="region" aria-label={label}>
      <Box miw={minWidth}>{children}</Box>
    </Box>
  );
}
