/** The page any unknown path shows (HTTP 404 from the static host). */
export const NOT_FOUND_META = {
  title: 'Page Not Found | Maple Hearth Home Care',
  description: 'The page you were looking for has moved or no longer exists. Search our services or head to a popular page.',
} as const;
