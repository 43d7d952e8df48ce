import { describe, expect, it } from 'vitest';
import { frenchReferrerPath, frenchWayBack, pageNameOf, prefersFrench, type WayBackFacts } from '../../src/shared/lib/french-way-back';

/**
 * The French way back (docs/spec/DECISIONS.md "French pages in French to the end"): which French
 * line an English page offers, from what the layout knows. Each case worked out by hand.
 */
const fromFrench = { path: '/fr/nous-joindre', french: true, title: 'Nous joindre' };
const fromEnglish = { path: '/blog', french: false, title: 'Blog' };
const facts = (f: Partial<WayBackFacts>): WayBackFacts => ({
  page: { english: true, frenchTwin: undefined },
  cameFrom: null,
  prefersFrench: false,
  twinOfferDeclined: false,
  ...f,
});

describe('the French way back', () => {
  it('an English-only page reached from a French page leads back to it, whatever the browser prefers', () => {
    expect(frenchWayBack(facts({ cameFrom: fromFrench }))).toEqual({ kind: 'back', to: '/fr/nous-joindre', title: 'Nous joindre' });
    expect(frenchWayBack(facts({ cameFrom: { path: '/fr/faq', french: true, title: null }, prefersFrench: true, twinOfferDeclined: true }))).toEqual({
      kind: 'back',
      to: '/fr/faq',
      title: null,
    });
  });

  it('an English-only page reached from an English page, or opened afresh, offers nothing', () => {
    expect(frenchWayBack(facts({ cameFrom: fromEnglish, prefersFrench: true }))).toBeNull();
    expect(frenchWayBack(facts({ prefersFrench: true }))).toBeNull();
  });

  it('an English page with a French twin offers it to a browser that prefers French', () => {
    const page = { english: true, frenchTwin: '/fr/nous-joindre' };
    expect(frenchWayBack(facts({ page, prefersFrench: true }))).toEqual({ kind: 'twin', to: '/fr/nous-joindre' });
    expect(frenchWayBack(facts({ page, prefersFrench: true, cameFrom: fromEnglish }))).toEqual({ kind: 'twin', to: '/fr/nous-joindre' });
    // Not to a browser that prefers English, nor after the offer was closed, nor to a family who just chose English on a French page.
    expect(frenchWayBack(facts({ page, prefersFrench: false }))).toBeNull();
    expect(frenchWayBack(facts({ page, prefersFrench: true, twinOfferDeclined: true }))).toBeNull();
    expect(frenchWayBack(facts({ page, prefersFrench: true, cameFrom: { path: '/fr/nous-joindre', french: true, title: 'Nous joindre' } }))).toBeNull();
  });

  it('a page that is not in English offers nothing (French pages, the language pages)', () => {
    expect(frenchWayBack(facts({ page: { english: false, frenchTwin: undefined }, cameFrom: fromFrench, prefersFrench: true }))).toBeNull();
  });

  it('French first is fr, fr-CA, fr-FR; not English first, nor French second, nor Frisian', () => {
    expect([['fr'], ['fr-CA', 'en-CA'], ['FR-fr'], ['en-CA', 'fr-CA'], ['fy-NL'], []].map(prefersFrench)).toEqual([true, true, true, false, false, false]);
  });

  it('a referrer counts when it is a French page of this site', () => {
    const origin = 'https://www.maplehearth.ca';
    expect(frenchReferrerPath('https://www.maplehearth.ca/fr/services/repit', origin)).toBe('/fr/services/repit');
    expect(frenchReferrerPath('https://www.maplehearth.ca/fr/', origin)).toBe('/fr');
    expect(frenchReferrerPath('https://www.maplehearth.ca/fr?x=1', origin)).toBe('/fr');
    expect(frenchReferrerPath('https://www.maplehearth.ca/contact-us', origin)).toBeNull();
    expect(frenchReferrerPath('https://www.maplehearth.ca/franchise', origin)).toBeNull();
    expect(frenchReferrerPath('https://example.com/fr/services', origin)).toBeNull();
    expect(frenchReferrerPath('', origin)).toBeNull();
  });

  it('names a page by its title without the brand', () => {
    expect(pageNameOf('Nous joindre | Maple Hearth Home Care', 'Maple Hearth Home Care')).toBe('Nous joindre');
    expect(pageNameOf('Maple Hearth Home Care', 'Maple Hearth Home Care')).toBe('Maple Hearth Home Care');
    expect(pageNameOf('', 'Maple Hearth Home Care')).toBeNull();
  });
});
