/**
 * The inquiry link a city or language page's call to action follows (decision 0048): it carries
 * the page's language and city, which the contact page adds to the visit's facts. Apart from
 * ./visit.ts, so the many city pages load only this.
 */
export const CONTACT_INQUIRY_PATH = '/contact-us';

/** The query parameters a city or language page's call to action carries into the inquiry. */
export const INQUIRY_PARAMS = { language: 'language', city: 'city' } as const;

/** '/contact-us?language=Punjabi&city=Brampton': the inquiry, carrying the page's language and city. */
export function inquiryPath({ language, city }: { language?: string; city?: string }, base: string = CONTACT_INQUIRY_PATH): string {
  const params = new URLSearchParams();
  if (language) params.set(INQUIRY_PARAMS.language, language);
  if (city) params.set(INQUIRY_PARAMS.city, city);
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}
