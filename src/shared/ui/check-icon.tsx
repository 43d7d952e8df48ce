import { Box, type MantineColor } from '@mantine/core';
import { Icon } from './icons';

/**
 * The round check mark of the site's checklists (decorative: the list item carries the words).
 * A span, not a ThemeIcon: Mantine's List puts its icon inside a <span>, where HTML allows no <div>.
 */
export const CheckIcon = ({ color = 'hearth.8', size = 24, iconSize = 14 }: { color?: MantineColor; size?: number; iconSize?: number }) => (
  <Box component="span" className="check-icon" bg={color} c="white" w={size} h={size} aria-hidden="true">
    <Icon name="check" size={iconSize} />
  </Box>
);
