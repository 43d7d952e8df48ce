import { describe, expect, it } from 'vitest';
import { BUILD_DATE } from '../../src/shared/config/env';
import { longDate } from '../../src/content/long-date';
import { PAGE_ROUTES } from '../../src/app/routes';
import { FAQ_PAGE } from '../../src/content/pages/faq';
import { ACCESSIBILITY_STATEMENT } from '../../src/content/pages/legal';

describe('FAQ content (docs/spec/SPEC.md §2.6)', () => {
  it('has the four groups in order, none empty, and no fee figures', () => {
    expect(FAQ_PAGE.groups.map((g) => g.title)).toEqual(['About', 'Our Services', 'Caregivers & Trust', 'Pricing & Process']);
    for (const group of FAQ_PAGE.groups) expect(group.items.length).toBeGreaterThanOrEqual(4);
    const text = FAQ_PAGE.groups.flatMap((g) => g.items.map((i) => `${i.question} ${i.answer}`)).join(' ');
    expect(text).not.toMatch(/\$\s?\d/); // docs/spec/SPEC.md §9.1: fees for care are not shown
  });
});

describe('legal pages', () => {
  it('are noindex (docs/spec/SPEC.md §2.6) and the accessibility statement says what the spec says', () => {
    for (const path of ['/privacy-policy', '/terms-of-use', '/accessibility']) {
      expect(PAGE_ROUTES.find((r) => r.path === path)?.meta.noindex, path).toBe(true);
    }
    expect(ACCESSIBILITY_STATEMENT.dated).toBe('September 11, 2025');
    const text = ACCESSIBILITY_STATEMENT.sections.flatMap((s) => [...s.paragraphs, ...(s.list ?? [])]).join(' ');
    expect(text).toContain('partially conforms');
    expect(text).toContain('WCAG 2.1 level AA');
    expect(text).toContain('within 2 business days');
  });

  it('print the build date in words', () => {
    expect(BUILD_DATE).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(longDate('2025-09-11')).toBe('September 11, 2025');
    expect(longDate('2026-01-01')).toBe('January 1, 2026');
    expect(longDate('2026-12-31')).toBe('December 31, 2026');
  });
});
