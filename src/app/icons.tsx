/**
 * The site's small line icons, drawn here (no icon font, no external host). Each is a 24 x 24
 * outline in `currentColor`; icons are decorative, so they are hidden from assistive technology
 * and the text beside them carries the meaning.
 */
export const ICON_PATHS = {
  home: 'M3 11.5 12 4l9 7.5M5.5 9.5V20h13V9.5M10 20v-5.5h4V20',
  briefcase: 'M3.5 8h17v11h-17zM9 8V5.5h6V8M3.5 13h17',
  leaf: 'M12 3l1.8 4.2 3.7-1.7-1.3 4.8 3.6-.4-2.4 3.2 1.7 1.6-5.4.9.5 3.2h-4.4l.5-3.2-5.4-.9 1.7-1.6-2.4-3.2 3.6.4-1.3-4.8 3.7 1.7zM12 17v4',
  message: 'M4 5h16v11H9l-5 4z',
  send: 'M4 12 20 4l-4 16-4-6zM12 14l8-10',
} as const;

export type IconName = keyof typeof ICON_PATHS;

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
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
