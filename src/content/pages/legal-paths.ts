/** The legal pages' paths: the route registry reads these alone, without the pages' titles and descriptions (./legal-meta.ts). */
export const LEGAL_PATHS = {
  privacyPolicy: '/privacy-policy',
  termsOfUse: '/terms-of-use',
  accessibilityStatement: '/accessibility',
} as const;
