import { Group, Text } from '@mantine/core';
import { BRAND_SHORT } from '../../content/site';

/** The maple-leaf-in-a-hearth mark with the short brand name. */
function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path d="M24 4 4 20v24h40V20z" fill="#7e3018" />
      <path d="M24 12l2.6 6.2 5.2-2.4-1.8 6.8 5-.6-3.4 4.6 2.4 2.2-7.6 1.2.8 4.6H22.8l.8-4.6-7.6-1.2 2.4-2.2-3.4-4.6 5 .6-1.8-6.8 5.2 2.4z" fill="#fdf8f3" />
      <rect x="23" y="35" width="2" height="6" fill="#fdf8f3" />
    </svg>
  );
}

/** The mark and the brand, with its subtitle in the chrome's language ('Home Care', 'Soins à domicile'). */
export function Logo({ subtitle }: { subtitle: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <LogoMark />
      <Text component="span" className="logo-words" fw={700} fz="lg" c="maple.9" lh={1.1}>
        {BRAND_SHORT}{' '}
        <Text component="span" display="block" fz="xs" fw={500} c="dimmed">
          {subtitle}
        </Text>
      </Text>
    </Group>
  );
}
