/**
 * The French way back (docs/spec/DECISIONS.md "French pages in French to the end"): what one French
 * line at the top of an English page offers a family who reads French, never a redirect.
 * - `back`: an English-only page (no French twin) reached from a French page (a link that said
 *   "(en anglais)"): the way back to the French page the family came from.
 * - `twin`: an English page that has a French twin, opened by a browser that prefers French
 *   (`navigator.languages` starting with French), unless the family came from a French page (they
 *   chose English, with the header's switch or a link) or closed the offer in this visit.
 * Pure: the layout gathers the facts (src/app/layout/french-way-back.tsx).
 */

export type FrenchWayBack = { kind: 'back'; to: string; title: string | null } | { kind: 'twin'; to: string } | null;

/** A page the family saw before this one in the tab: its path, whether it was French, its title if known. */
export interface CameFrom {
  path: string;
  french: boolean;
  title: string | null;
}

export interface WayBackFacts {
  /** The page shown: whether it is in English, and its French twin's path (undefined: none). */
  page: { english: boolean; frenchTwin: string | undefined };
  /** The page just before it in this tab (a navigation in the document, or the referrer on this site), if known. */
  cameFrom: CameFrom | null;
  prefersFrench: boolean;
  /** The family closed the offer of French twins in this visit, or chose English from a French page. */
  twinOfferDeclined: boolean;
}

export function frenchWayBack({ page, cameFrom, prefersFrench, twinOfferDeclined }: WayBackFacts): FrenchWayBack {
  if (!page.english) return null;
  if (page.frenchTwin === undefined) return cameFrom?.french ? { kind: 'back', to: cameFrom.path, title: cameFrom.title } : null;
  if (cameFrom?.french || twinOfferDeclined || !prefersFrench) return null;
  return { kind: 'twin', to: page.frenchTwin };
}

/** Whether a browser's languages (`navigator.languages`, first preferred) put French first: 'fr', 'fr-CA', 'fr-FR'... */
export const prefersFrench = (languages: readonly string[]): boolean => /^fr(-|$)/i.test(languages[0] ?? '');

/** Whether a path is a French page's (/fr and everything under /fr/). */
export const isFrenchPath = (path: string): boolean => path === '/fr' || path.startsWith('/fr/');

/**
 * The French page a document was opened from (`document.referrer`): its path when it is on this
 * site (`origin`) and French; null otherwise (another site, an English page, none, not a URL).
 */
export function frenchReferrerPath(referrer: string, origin: string): string | null {
  try {
    const url = new URL(referrer);
    const path = url.pathname.replace(/\/+$/, '') || '/';
    return url.origin === origin && isFrenchPath(path) ? path : null;
  } catch {
    return null;
  }
}

/** A page's name from its document title: the title without the brand after its last " | ". */
export const pageNameOf = (title: string, brand: string): string | null => {
  const name = title.endsWith(` | ${brand}`) ? title.slice(0, -` | ${brand}`.length) : title;
  return name.trim() || null;
};
