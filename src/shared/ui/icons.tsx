/**
 * The site's small line icons, drawn here (no icon font, no external host). Each is a 24 x 24
 * outline in `currentColor`; icons are decorative, so they are hidden from assistive technology
 * and the text beside them carries the meaning.
 */
import type { IconName } from '../../content/icons';

const ICON_PATHS: Readonly<Record<IconName, string>> = {
  home: 'M3 11.5 12 4l9 7.5M5.5 9.5V20h13V9.5M10 20v-5.5h4V20',
  briefcase: 'M3.5 8h17v11h-17zM9 8V5.5h6V8M3.5 13h17',
  leaf: 'M12 3l1.8 4.2 3.7-1.7-1.3 4.8 3.6-.4-2.4 3.2 1.7 1.6-5.4.9.5 3.2h-4.4l.5-3.2-5.4-.9 1.7-1.6-2.4-3.2 3.6.4-1.3-4.8 3.7 1.7zM12 17v4',
  message: 'M4 5h16v11H9l-5 4z',
  send: 'M4 12 20 4l-4 16-4-6zM12 14l8-10',
  check: 'M5 12.5 10 17.5 19 7',
  cross: 'M6.5 6.5l11 11M17.5 6.5l-11 11',
  menu: 'M4 7h16M4 12h16M4 17h16',
  phone: 'M6.5 3.5h3l1.5 4.5-2 1.5a11 11 0 0 0 5.5 5.5l1.5-2 4.5 1.5v3a2 2 0 0 1-2 2A16 16 0 0 1 4.5 5.5a2 2 0 0 1 2-2z',
  mail: 'M3.5 6h17v12h-17zM3.5 6.5l8.5 7 8.5-7',
  search: 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM15.5 15.5 20 20',
  heart: 'M12 20s-7.5-4.6-7.5-10A4.2 4.2 0 0 1 12 7.6 4.2 4.2 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10z',
  shield: 'M12 3.5 19 6v5.5c0 4.5-3 7.7-7 9-4-1.3-7-4.5-7-9V6zM9 12l2.2 2.2L15.5 10',
  users: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20c.6-3.6 3.2-5.5 6.5-5.5s5.9 1.9 6.5 5.5M16 4.3a3.5 3.5 0 0 1 0 6.4M18 14.8c2 .7 3.2 2.4 3.5 5.2',
  clock: 'M12 3.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17zM12 7.5V12l3 2',
  sparkle: 'M12 3.5l1.8 5.2 5.2 1.8-5.2 1.8L12 17.5l-1.8-5.2L5 10.5l5.2-1.8zM18.5 16v4M16.5 18h4',
  device: 'M7 3.5h10v17H7zM11 17.5h2',
  mapPin: 'M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11zM12 7.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z',
  copy: 'M8.5 8.5h11v11h-11zM15.5 8.5v-4h-11v11h4',
};

/** Icons that point along the line of text: mirrored on a right-to-left page (global.css, decision 0051). */
const DIRECTIONAL: ReadonlySet<IconName> = new Set<IconName>(['send']);

export const isIconName = (name: string): name is IconName => Object.hasOwn(ICON_PATHS, name);

export function Icon({ name, size = 18 }: { name: string; size?: number }) {
  if (!isIconName(name)) return null;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={DIRECTIONAL.has(name) ? 'icon-directional' : undefined}
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
