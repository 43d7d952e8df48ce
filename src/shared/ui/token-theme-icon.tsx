import { ThemeIcon, type MantineColor, type MantineRadius, type ThemeIconProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Mantine 9.7's ThemeIcon hands its `color` and `radius` props on to the root
 * element, where HTML has no such attributes (the W3C checker reports each one). This takes the
 * same props, resolves them with ThemeIcon's own vars resolver into its CSS variables, and
 * never passes them to the element: the drawing is the same, the markup valid (decision 0037).
 */
interface Tokens {
  color?: MantineColor;
  radius?: MantineRadius;
}

export function TokenThemeIcon({
  color,
  radius,
  ...props
}: Omit<ThemeIconProps, 'vars'> & Tokens & { children?: ReactNode; 'aria-hidden'?: boolean | 'true' }) {
  return <ThemeIcon {...props} vars={(theme, resolved) => ThemeIcon.varsResolver(theme, { ...resolved, color, radius }, {})} />;
}
