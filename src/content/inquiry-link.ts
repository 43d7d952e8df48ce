/**
 * What a city or language page's call to action carries into the inquiry (decision 0048): its
 * language and city as query parameters, which the contact page adds to the visit's facts (the
 * links: ./pages/locations.ts `cityInquiryPath`, `languageInquiryPath`). Apart from ./visit.ts, so
 * the many city pages load only these two names.
 */
/** The query parameters a city or language page's call to action carries into the inquiry. */
export const INQUIRY_PARAMS = { language: 'language', city: 'city' } as const;
