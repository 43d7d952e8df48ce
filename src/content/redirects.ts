/** SPEC.md 2.2: legacy paths. Each one replaces history with its target. */
export const REDIRECTS: ReadonlyArray<{ from: string; to: string }> = [
  { from: '/about-us-our-story', to: '/about-us' },
  { from: '/contact', to: '/contact-us' },
  { from: '/contact-senior-care-canada', to: '/contact-us' },
  { from: '/get-started', to: '/contact-us' },
  { from: '/get-care', to: '/contact-us' },
  { from: '/careers-join-our-team', to: '/careers' },
  { from: '/franchise-opportunity', to: '/franchise' },
  { from: '/testimonials-client-stories', to: '/testimonials' },
  { from: '/family-portal-care-dashboard', to: '/family-portal' },
  { from: '/free-care-guide', to: '/newsletter-signup' },
  { from: '/book-consultation', to: '/book-a-free-care-consultation' },
];
