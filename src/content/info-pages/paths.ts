/** The information pages' paths: the route registry reads these alone, without their titles and descriptions (./meta.ts). */
export const INFO_PAGE_PATHS = {
  whatIsHomeCare: '/what-is-home-care',
  topQualityCare: '/top-quality-care',
} as const;
