import { BRAND } from '../site';
import { LEGAL_PATHS } from './legal-paths';

/**
 * Paths, titles and descriptions of the legal pages, apart from their text so the route registry
 * (loaded on every page) stays small. docs/spec/SPEC.md §2.6: legal pages are noindex.
 */
const TITLE_SUFFIX = ` | ${BRAND}`;

export const PRIVACY_POLICY_META = {
  title: `Privacy Policy${TITLE_SUFFIX}`,
  description:
    'What Maple Hearth Home Care collects through its website forms, how FormSubmit delivers them, how we use your details and how to exercise your privacy rights.',
  path: LEGAL_PATHS.privacyPolicy,
} as const;

export const TERMS_OF_USE_META = {
  title: `Terms of Use${TITLE_SUFFIX}`,
  description:
    'The terms for using the Maple Hearth Home Care website: general information only, not medical advice, estimates that are not quotes and Ontario law.',
  path: LEGAL_PATHS.termsOfUse,
} as const;

export const ACCESSIBILITY_STATEMENT_META = {
  title: `Accessibility Statement${TITLE_SUFFIX}`,
  description:
    'How Maple Hearth Home Care tests its website against WCAG 2.2 level AA, what does not work yet, and how to ask for help or alternative formats.',
  path: LEGAL_PATHS.accessibilityStatement,
} as const;
