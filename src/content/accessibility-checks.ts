/**
 * The checks every release of the site must pass before it is published (docs/spec/DECISIONS.md
 * "Accessibility standard": WCAG 2.2 AA, as people use the site). The /accessibility page lists
 * them in these words, and each `id` names the automated test that holds it: a test's title
 * starts with `[a11y:<id>]`, and tests/unit/accessibility-checks.test.ts fails when a check has
 * no such test, so the page never claims a check nobody runs.
 */
export interface AccessibilityCheck {
  id: string;
  /** What a visitor can count on, in plain words. */
  promise: string;
  /** The WCAG 2.2 success criteria it answers. */
  criteria: readonly string[];
}

export const ACCESSIBILITY_CHECKS = [
  {
    id: 'axe',
    promise: 'Every page is scanned with the axe accessibility engine on a phone screen and on a desktop screen, and must have no violations.',
    criteria: ['1.1.1', '1.3.1', '1.4.3', '4.1.2'],
  },
  {
    id: 'reflow',
    promise:
      'At 200% and 400% zoom (640 by 400 and 320 by 256 pixels) no page scrolls sideways and no text is cut off, also with wider letter, word and line spacing.',
    criteria: ['1.4.4', '1.4.10', '1.4.12'],
  },
  {
    id: 'sticky-parts',
    promise: 'The header and the bottom bar never take more than a third of the screen, at any zoom and any scroll position.',
    criteria: ['1.4.10'],
  },
  {
    id: 'focus-visible',
    promise:
      'Moving through a page with the Tab key, the item in focus is never hidden behind the header or the bottom bar, and always shows a clear outline at least 2 pixels thick.',
    criteria: ['2.4.7', '2.4.11', '2.4.13'],
  },
  {
    id: 'nothing-covers-content',
    promise: 'The chat and WhatsApp buttons and the bottom bar never cover text or a control, on a desktop screen or a phone.',
    criteria: ['1.4.10', '2.4.11'],
  },
  {
    id: 'target-size',
    promise: 'Every button, link in a menu, field and option is at least 24 by 24 pixels, or spaced so that it can be tapped without touching another.',
    criteria: ['2.5.8'],
  },
  {
    id: 'forced-colors',
    promise: 'In high-contrast modes (forced colours), every control, its state and the focus outline stay visible.',
    criteria: ['1.4.11'],
  },
  {
    id: 'screen-reader',
    promise:
      'The care-finder quiz, the chat, the consultation request and the contact form are walked through with a screen reader simulation: each step, its progress, each error with its field and each new chat message are spoken once.',
    criteria: ['1.3.1', '3.3.1', '4.1.2', '4.1.3'],
  },
] as const satisfies readonly AccessibilityCheck[];

export type AccessibilityCheckId = (typeof ACCESSIBILITY_CHECKS)[number]['id'];

/** The tag a test's title starts with to hold a check: `[a11y:reflow] ...`. */
export const accessibilityCheckTag = (id: AccessibilityCheckId): string => `[a11y:${id}]`;
