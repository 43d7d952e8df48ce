import { ThemeIcon } from '@mantine/core';
import { Icon } from './icons';

/** The round check mark of the site's checklists (decorative: the list item carries the words). */
export const CheckIcon = () => (
  <ThemeIcon color="hearth.8" radius="xl" size={24} aria-hidden="true">
    <Icon name="check" size={14} />
  </ThemeIcon>
);
