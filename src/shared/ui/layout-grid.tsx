import { Box, getSpacing, type BoxProps, type MantineSpacing } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

/**
 * Responsive grids drawn by classes of global.css instead of Mantine's Grid and SimpleGrid.
 *
 * Those two (and every responsive style prop) write their media queries into a `<style>` element
 * beside the markup, which HTML's content model forbids inside `<body>` and `<div>`; they are
 * also recomputed on every hydration. Here a breakpoint's value travels as a custom property on
 * the element's `style` attribute, and global.css picks the one of the widest breakpoint reached
 * (decision 0023). Breakpoints are Mantine's: xs 36em, sm 48em, md 62em, lg 75em, xl 88em.
 */
export type Breakpoint = 'base' | 'xs' | 'sm' | 'md' | 'lg' | 'xl';
export type Responsive<T> = T | (Partial<Record<Breakpoint, T>> & { base: T });

type GridElement = 'div' | 'ul' | 'ol' | 'dl' | 'section';

interface GridProps extends Omit<BoxProps, 'style'> {
  children: ReactNode;
  component?: GridElement;
  className?: string;
  /** Space between cells: a Mantine spacing key or a number of pixels. */
  spacing?: MantineSpacing | number;
  /** Vertical alignment of the cells in a row. */
  align?: CSSProperties['alignItems'];
  [dataAttribute: `data-${string}`]: string | undefined;
}

function responsiveVariables(name: string, value: Responsive<number>): Record<string, string> {
  const values = typeof value === 'number' ? { base: value } : value;
  return Object.fromEntries(Object.entries(values).map(([breakpoint, n]) => [`--${name}-${breakpoint}`, String(n)]));
}

function gridStyle(spacing: MantineSpacing | number | undefined, align: CSSProperties['alignItems'], variables: Record<string, string>): CSSProperties {
  return {
    ...(spacing === undefined ? {} : { '--layout-gap': getSpacing(spacing) }),
    ...(align === undefined ? {} : { alignItems: align }),
    ...variables,
  } as CSSProperties;
}

function joinClasses(...names: Array<string | undefined>) {
  return names.filter(Boolean).join(' ');
}

/** Equal columns, as many per row as `cols` says at each breakpoint (SimpleGrid's job). */
export function CardGrid({ cols, spacing = 'md', align, component = 'div', className, children, ...rest }: GridProps & { cols: Responsive<number> }) {
  return (
    <Box
      component={component as 'div'}
      className={joinClasses('layout-grid', className)}
      style={gridStyle(spacing, align, responsiveVariables('cols', cols))}
      {...rest}
    >
      {children}
    </Box>
  );
}

/** A row of twelve tracks whose `Column`s span some of them at each breakpoint (Grid's job). */
export function Columns({ spacing = 'md', align, component = 'div', className, children, ...rest }: GridProps) {
  return (
    <Box component={component as 'div'} className={joinClasses('layout-columns', className)} style={gridStyle(spacing, align, {})} {...rest}>
      {children}
    </Box>
  );
}

/** One cell of `Columns`, spanning `span` of its twelve tracks (12, the whole row, by default). */
export function Column({
  span = 12,
  className,
  children,
  ...rest
}: { span?: Responsive<number>; className?: string; children: ReactNode } & Omit<BoxProps, 'style'>) {
  return (
    <Box className={joinClasses('layout-column', className)} style={responsiveVariables('span', span) as CSSProperties} {...rest}>
      {children}
    </Box>
  );
}
