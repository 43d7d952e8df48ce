import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MANTINE_THEME_CSS_FILE, mantineThemeCss } from '../../scripts/mantine-theme-css';

describe("the Mantine provider's styles, built ahead of time", () => {
  it('src/app/mantine-theme.css is what the provider would write for the current theme', () => {
    const fresh = mantineThemeCss();
    expect(fresh === readFileSync(MANTINE_THEME_CSS_FILE, 'utf8'), 'src/app/mantine-theme.css is stale: run npm run mantine:css').toBe(true);
  });

  it('holds the theme colours and the breakpoint classes the views use', () => {
    const css = mantineThemeCss();
    expect(css).toContain('--mantine-color-maple-7');
    expect(css).toContain('--mantine-color-hearth-7');
    expect(css).toMatch(/\.mantine-hidden-from-sm \{display: none !important;\}/);
  });
});
