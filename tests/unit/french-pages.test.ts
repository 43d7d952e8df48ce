import { franc } from 'franc';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../../src/app/routes';
import { loadMeta } from '../../src/app/page-loader';
import { CHROME_WORDS_FR } from '../../src/content/chrome/chrome.fr-CA';
import { DRAWER_WORDS_EN } from '../../src/content/chrome/drawer-words';
import { FOOTER_WORDS_EN } from '../../src/content/chrome/footer-words';
import { CHROME_WORDS_EN, type ChromeWords } from '../../src/content/chrome/words';
import { englishPathOf, frenchLink } from '../../src/content/french-links';
import { FRENCH_PATHS, frenchPathOf } from '../../src/content/french-paths';
import { LANGUAGE_NAMES } from '../../src/content/language-names';
import { HOME_WORDS_FR } from '../../src/content/pages/home.fr-CA';
import { HOME_WORDS_EN, type HomeWords } from '../../src/content/pages/home-words';
import type { LegalWords } from '../../src/content/pages/legal';
import { ACCESSIBILITY_STATEMENT_FR } from '../../src/content/pages/legal-fr/accessibility.fr-CA';
import { PRIVACY_POLICY_FR } from '../../src/content/pages/legal-fr/privacy-policy.fr-CA';
import { TERMS_OF_USE_FR } from '../../src/content/pages/legal-fr/terms-of-use.fr-CA';
import { SITE_LANGUAGES } from '../fixtures/french-text';

/**
 * The French (fr-CA) pages (decision 0062): each one's main text is identified as French by a
 * language-identification library (franc), not by eye; the registry gives each French page and its
 * English twin the same alternates; links to pages not yet in French say so. The expected paths,
 * codes and words are written here by hand.
 */

/** What a reader reads as the home page's text: headings, leads, cards, steps, stories, answers. */
const homeText = (w: HomeWords) =>
  [
    w.hero.heading,
    w.hero.lead,
    ...w.hero.trustBadges.flatMap((b) => [b.title, b.detail]),
    w.services.heading,
    w.services.lead,
    ...w.services.cards.flatMap((c) => [c.title, c.text]),
    w.voices.heading,
    w.voices.lead,
    ...w.voices.testimonials.map((t) => t.content),
    w.cta.heading,
    w.cta.lead,
    w.steps.heading,
    ...w.steps.steps.flatMap((s) => [s.title, s.text]),
    w.values.heading,
    ...w.values.values.flatMap((v) => [v.title, v.text]),
    w.caregivers.heading,
    w.caregivers.lead,
    ...w.caregivers.caregivers.map((c) => c.bio),
    w.communities.heading,
    w.communities.lead,
    w.comparison.heading,
    ...w.comparison.rows.map((r) => r.feature),
    w.featuredQuote.quote,
    w.faq.heading,
    ...w.faq.items.flatMap((i) => [i.question, i.answer]),
  ].join('\n');

/** The paragraphs long enough to be told apart alone: every lead, story, card text and answer. */
const homeParagraphs = (w: HomeWords) => [
  w.hero.lead,
  ...w.hero.trustBadges.map((b) => b.detail),
  ...w.services.cards.map((c) => c.text),
  ...w.voices.testimonials.map((t) => t.content),
  w.cta.lead,
  ...w.steps.steps.map((s) => s.text),
  ...w.values.values.map((v) => v.text),
  w.caregivers.lead,
  w.communities.lead,
  w.featuredQuote.quote,
  ...w.faq.items.map((i) => i.answer),
];

const legalText = (w: LegalWords) => [w.document.intro, ...w.document.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.list ?? [])])].join('\n');
const legalParagraphs = (w: LegalWords) => [w.document.intro, ...w.document.sections.flatMap((s) => s.paragraphs.filter((p) => p.length > 80))];

describe('the French pages are written in French (docs/spec/DECISIONS.md "Languages")', () => {
  it('/fr: the home page’s main text is French, each paragraph alone too; the English home page’s is English', () => {
    expect(franc(homeText(HOME_WORDS_FR))).toBe('fra');
    for (const paragraph of homeParagraphs(HOME_WORDS_FR)) expect(franc(paragraph, { only: SITE_LANGUAGES }), paragraph).toBe('fra');
    expect(franc(homeText(HOME_WORDS_EN))).toBe('eng');
  });

  for (const [path, words] of [
    ['/fr/politique-de-confidentialite', PRIVACY_POLICY_FR],
    ['/fr/conditions-d-utilisation', TERMS_OF_USE_FR],
    ['/fr/accessibilite', ACCESSIBILITY_STATEMENT_FR],
  ] as const) {
    it(`${path}: its text is French, each paragraph alone too`, () => {
      expect(franc(legalText(words))).toBe('fra');
      for (const paragraph of legalParagraphs(words)) expect(franc(paragraph, { only: SITE_LANGUAGES }), paragraph).toBe('fra');
    });
  }

  it('the chrome’s French words, read together, are French; the English ones English', () => {
    const chromeText = (w: ChromeWords) =>
      [
        w.skipLink,
        w.footer.tagline,
        w.footer.headOffice,
        ...w.footer.hours,
        ...w.footer.columns.flatMap((c) => [c.title, ...c.links.map((l) => l.label)]),
        w.audiences.families.stickyBar.note,
        w.mobileMenu.close,
      ].join('\n');
    expect(franc(chromeText(CHROME_WORDS_FR))).toBe('fra');
    expect(franc(chromeText({ ...CHROME_WORDS_EN, footer: FOOTER_WORDS_EN, drawer: DRAWER_WORDS_EN }))).toBe('eng');
  });

  it('says the hours, the head office and the sticky bar’s promise as Canadian French writes them', () => {
    expect(CHROME_WORDS_FR.footer.hours).toEqual(['Du lundi au vendredi\u00a0: de 8 h à 20 h', 'Le samedi et le dimanche\u00a0: de 10 h à 16 h']);
    expect(CHROME_WORDS_FR.footer.headOffice).toBe('Siège social\u00a0: Brampton (Ontario)');
    expect(CHROME_WORDS_FR.audiences.families.stickyBar.note).toBe('Les soins peuvent commencer en aussi peu que 48\u00a0heures.');
  });
});

describe('the French twins in the route registry (decision 0062)', () => {
  const twins = [
    { en: '/', fr: '/fr', noindex: false },
    { en: '/privacy-policy', fr: '/fr/politique-de-confidentialite', noindex: true },
    { en: '/terms-of-use', fr: '/fr/conditions-d-utilisation', noindex: true },
    { en: '/accessibility', fr: '/fr/accessibilite', noindex: true },
  ];

  it('every row of the twins’ table has both routes; the lookups go both ways', () => {
    for (const [en, fr] of Object.entries(FRENCH_PATHS)) {
      expect(
        PAGE_ROUTES.filter((r) => r.path === en),
        en,
      ).toHaveLength(1);
      expect(
        PAGE_ROUTES.filter((r) => r.path === fr),
        fr,
      ).toHaveLength(1);
      expect(englishPathOf(fr)).toBe(en);
    }
    for (const { en, fr } of twins) expect(frenchPathOf(en)).toBe(fr);
    expect(frenchPathOf('/careers')).toBeUndefined();
  });

  for (const { en, fr, noindex } of twins) {
    it(`${en} and ${fr}: the same alternates on both (en-CA, fr-CA, x-default the English), fr-CA on the French, noindex kept`, async () => {
      const english = PAGE_ROUTES.find((r) => r.path === en)!;
      const french = PAGE_ROUTES.find((r) => r.path === fr)!;
      const alternates = [
        { hreflang: 'en-CA', path: en },
        { hreflang: 'fr-CA', path: fr },
        { hreflang: 'x-default', path: en },
      ];
      expect(english.meta.alternates).toEqual(alternates);
      expect(french.meta.alternates).toEqual(alternates);
      expect(french.meta.lang).toBe('fr-CA');
      expect(english.meta.lang).toBeUndefined();
      expect(!!french.meta.noindex).toBe(noindex);
      // The French title comes with the French page's chunk, in French.
      const meta = await loadMeta(french);
      expect(franc(`${meta.title} ${meta.description}`, { only: SITE_LANGUAGES })).toBe('fra');
      expect(meta.title).toMatch(/ \| Maple Hearth Home Care$/);
    });
  }

  it('the French home page’s title and description are French, as written', async () => {
    const meta = await loadMeta(PAGE_ROUTES.find((r) => r.path === '/fr')!);
    expect(meta.title).toBe('Soins à domicile pour aînés dans 24 villes | Maple Hearth Home Care');
  });

  it('the header names every language a twin is in, in that language', () => {
    const codes = new Set(PAGE_ROUTES.flatMap((r) => (r.meta.alternates ?? []).map((a) => a.hreflang)).filter((code) => code !== 'x-default'));
    expect([...codes].sort()).toEqual(['ar', 'en-CA', 'fr-CA', 'hi', 'pa', 'tl', 'zh-Hans']);
    for (const code of codes) expect(LANGUAGE_NAMES[code], code).toBeDefined();
    expect(LANGUAGE_NAMES['fr-CA']!.name).toBe('Français');
    expect(LANGUAGE_NAMES['en-CA']!.name).toBe('English');
  });

  it('a French link to a page with no French twin leads to the English page and says so; one with a twin leads to the twin', () => {
    expect(frenchLink('Carrières', '/careers')).toEqual({ label: 'Carrières (en anglais)', to: '/careers', hrefLang: 'en' });
    expect(frenchLink('Accessibilité', '/accessibility')).toEqual({ label: 'Accessibilité', to: '/fr/accessibilite' });
    expect(CHROME_WORDS_FR.header.careers).toEqual({ label: 'Carrières', to: '/careers', englishOnly: true });
    expect(CHROME_WORDS_FR.footer.legal.map((l) => l.to)).toEqual(['/fr/politique-de-confidentialite', '/fr/conditions-d-utilisation', '/fr/accessibilite']);
    expect(CHROME_WORDS_FR.home).toBe('/fr');
    // A section of a page with a twin leads to the same section of the twin.
    expect(CHROME_WORDS_FR.locationsMenu.languages).toEqual({ label: 'Langues', to: '/fr/emplacements#languages' });
  });
});

describe('a missing French word fails the typecheck', () => {
  it('refuses a French home page without its FAQ, and a chrome without its skip link', () => {
    const withoutFaq: Omit<HomeWords, 'faq'> = HOME_WORDS_FR;
    // @ts-expect-error: the French home page must say its FAQ (HomeWords has no optional key).
    const home: HomeWords = withoutFaq;
    const withoutSkipLink: Omit<ChromeWords, 'skipLink'> = CHROME_WORDS_FR;
    // @ts-expect-error: the French chrome must say its skip link (ChromeWords has no optional key).
    const chrome: ChromeWords = withoutSkipLink;
    expect([home.hero.heading, chrome.lang]).toEqual([HOME_WORDS_FR.hero.heading, 'fr-CA']);
  });
});
