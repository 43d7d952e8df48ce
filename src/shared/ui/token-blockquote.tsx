import { Blockquote, type BlockquoteProps, type MantineColor, type MantineRadius } from '@mantine/core';

/**
 * Mantine 9.7's Blockquote hands its `color` and `radius` props on to the root
 * element, where HTML has no such attributes (the W3C checker reports each one). This takes the
 * same props, resolves them with Blockquote's own vars resolver into its CSS variables, and
 * never passes them to the element: the drawing is the same, the markup valid (decision 0037).
 */
interface Tokens {
  color?: MantineColor;
  radius?: MantineRadius;
}

export function TokenBlockquote({ color, radius, ...props }: Omit<BlockquoteProps, 'vars'> & Tokens) {
  return <Blockquote {...props} vars={(theme, resolved) => Blockquote.varsResolver(theme, { ...resolved, color, radius }, {})} />;
}
