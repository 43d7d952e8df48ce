import { createElement, useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { BRAND, SITE_LANG } from '../../content/site';
import { FRENCH_LANG, frenchPathOf } from '../../content/french-paths';
import { usePageLanguage } from '../../shared/lib/page-language';
import { loadOnce } from '../../shared/lib/load-once';
import { sessionStore } from '../../shared/lib/session-store';
import { frenchReferrerPath, frenchWayBack, pageNameOf, prefersFrench, type CameFrom, type FrenchWayBack as Offer } from '../../shared/lib/french-way-back';

/**
 * The French way back (docs/spec/DECISIONS.md "French pages in French to the end"; the rule:
 * src/shared/lib/french-way-back.ts): one French line at the top of an English page, for a family
 * who came from a French page to a page in English only, or whose browser prefers French on a page
 * with a French twin. Never a redirect, and closable.
 *
 * The tab's journey, page by page: where the family came from is the page before in this document
 * (a navigation), else, for a document just opened, a French page of this site it was opened from
 * (`document.referrer`: a link opened in a new tab, a reload). A way back found for a history
 * entry is kept for it in the tab (its `location.key`), so a reload or Back finds it again. French
 * pages' names are kept by path, to name the way back when the referrer is all there is. Nothing
 * of this runs before hydration: the prerendered page has no line, and the line's code and words
 * are fetched only when it shows.
 */

const ARRIVALS_KEY = 'maple-hearth:french-arrivals';
const TITLES_KEY = 'maple-hearth:french-titles';
const TWIN_OFFER_KEY = 'maple-hearth:french-twin-offer';

const lineCode = loadOnce(() => import('./french-way-back-line').then((m) => m.FrenchWayBackLine));

function readRecord<T>(key: string): Record<string, T> {
  try {
    const value: unknown = JSON.parse(sessionStore()?.getItem(key) ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, T>) : {};
  } catch {
    return {};
  }
}

function writeRecord<T>(key: string, name: string, value: T): void {
  try {
    sessionStore()?.setItem(key, JSON.stringify({ ...readRecord<T>(key), [name]: value }));
  } catch {
    // Storage full or refused: the line works for this page only.
  }
}

interface Shown {
  key: string;
  path: string;
  french: boolean;
  title: string | null;
  offer: Offer;
}

let shown: Shown | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

const journey = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  offer: (): Offer => shown?.offer ?? null,
  /** A page is shown: what it offers, from the page before it (this document's, or the one the document was opened from). */
  arrive(key: string, pathname: string, lang: string | undefined) {
    const path = pathname.replace(/\/+$/, '') || '/';
    // The same entry again (React's strict mode runs effects twice): nothing new.
    if (shown && shown.key === key && shown.path === path) return;
    const french = lang === FRENCH_LANG;
    const title = pageNameOf(document.title, BRAND);
    if (french && title) writeRecord(TITLES_KEY, path, title);
    // 'default' is the key of a document's first entry, every document's: nothing is kept for it.
    const kept = key === 'default' ? undefined : readRecord<CameFrom>(ARRIVALS_KEY)[key];
    const referrer = frenchReferrerPath(document.referrer, window.location.origin);
    const cameFrom: CameFrom | null = shown
      ? { path: shown.path, french: shown.french, title: shown.title }
      : (kept ?? (referrer ? { path: referrer, french: true, title: readRecord<string>(TITLES_KEY)[referrer] ?? null } : null));
    const english = lang === undefined || lang === SITE_LANG;
    const frenchTwin = frenchPathOf(path);
    // From a French page to an English twin: the family chose English; the twins are not offered again in this visit.
    if (english && frenchTwin && cameFrom?.french) sessionStore()?.setItem(TWIN_OFFER_KEY, 'declined');
    const offer = frenchWayBack({
      page: { english, frenchTwin },
      cameFrom,
      prefersFrench: prefersFrench(navigator.languages ?? [navigator.language]),
      twinOfferDeclined: sessionStore()?.getItem(TWIN_OFFER_KEY) === 'declined',
    });
    if (offer?.kind === 'back' && key !== 'default' && cameFrom) writeRecord(ARRIVALS_KEY, key, cameFrom);
    shown = { key, path, french, title, offer };
    notify();
  },
  /** Closed: gone from this page; the twins' offer is not made again in this visit. */
  dismiss() {
    if (!shown?.offer) return;
    if (shown.offer.kind === 'twin') sessionStore()?.setItem(TWIN_OFFER_KEY, 'declined');
    shown = { ...shown, offer: null };
    notify();
  },
};

/** Forgets the tab's journey in this document (tests render one site after another in one document). */
export function forgetFrenchJourney(): void {
  shown = null;
  notify();
}

/** The line, at the top of the page's main content, when the page offers one. */
export function FrenchWayBack() {
  const { key, pathname } = useLocation();
  const lang = usePageLanguage();
  useEffect(() => journey.arrive(key, pathname, lang), [key, pathname, lang]);
  const offer = useSyncExternalStore(journey.subscribe, journey.offer, () => null);
  const Line = lineCode.useArrived(offer !== null);
  return offer && Line ? createElement(Line, { offer, onDismiss: journey.dismiss }) : null;
}
