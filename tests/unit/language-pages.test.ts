import { franc } from 'franc';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../../src/app/routes';
import { loadMeta } from '../../src/app/page-loader';
import { loadLanguageWords } from '../../src/content/locations/load-language-words';
import type { LanguagePageWords } from '../../src/content/locations/types';
import { SITE_LANGUAGES } from '../fixtures/french-text';

/**
 * The five language pages in their languages (decision 0051): each page's main text is
 * identified by a language-identification library (franc, trigram statistics over 187 languages),
 * not by eye; its letters are of its script; its English twin is English. The expected languages
 * (ISO 639-3, franc's codes) and scripts are written here by hand.
 */
const PAGES = [
  { path: '/care/punjabi-in-brampton', lang: 'pa', franc: 'pan', script: /\p{Script=Gurmukhi}/u },
  { path: '/care/tagalog-in-mississauga', lang: 'tl', franc: 'tgl', script: /\p{Script=Latin}/u },
  { path: '/care/hindi-in-calgary', lang: 'hi', franc: 'hin', script: /\p{Script=Devanagari}/u },
  { path: '/care/mandarin-in-vancouver', lang: 'zh-Hans', franc: 'cmn', script: /\p{Script=Han}/u },
  { path: '/care/arabic-in-montreal', lang: 'ar', franc: 'arb', script: /\p{Script=Arabic}/u },
] as const;

/** What a reader reads as the page's text: the lead, every paragraph and step, the family's words, the call to action. */
const mainText = (w: LanguagePageWords) =>
  [
    w.hero.headline,
    w.hero.lead,
    w.greeting.meaning,
    w.serviceNote,
    w.meaning.heading,
    ...w.meaning.paragraphs,
    w.matching.heading,
    ...w.matching.steps.flatMap((s) => [s.title, s.text]),
    w.testimonial.quote,
    w.cta.heading,
    w.cta.text,
  ].join('\n');

/** The call-back request's words a family reads: its labels, choices, button, notes and thank-you. */
const callBackText = ({ callBack: c }: LanguagePageWords) => [
  c.name,
  c.phone,
  c.bestTime,
  ...Object.values(c.bestTimes),
  c.callbackLanguage,
  c.note,
  c.submit,
  ...(c.form
    ? [
        c.form.invalidSummary.title,
        c.form.blankField,
        c.form.phoneNumber,
        c.form.purpose.text,
        c.form.purpose.linkLabel,
        c.form.browser?.valueMissing.text ?? '',
      ]
    : []),
  c.thanks.heading,
  c.thanks.body,
  c.thanks.back,
];

/** Every word a page shows or puts in its head, the structured data's service type included. */
const everyText = (w: LanguagePageWords) => [
  mainText(w),
  w.title,
  w.description,
  w.eyebrow,
  w.heroImageAlt,
  w.greeting.heading,
  w.cityLink,
  w.testimonial.heading,
  w.testimonial.place,
  w.testimonial.rating(5),
  w.matching.stepLabel(1),
  w.cta.call,
  w.serviceType,
  ...Object.values(w.crumbs),
  ...callBackText(w),
];

/** The Latin every page may keep: the brand, the care word families say as it is, and a name or two. */
const KEPT_IN_LATIN = /Maple Hearth Home Care|Maple Hearth|PSW|Oakridge|Wei/g;

/** The share of a text's letters that are of a script (digits, punctuation, spaces and the kept Latin aside). */
const shareOf = (text: string, script: RegExp) => {
  const letters = [...text.replace(KEPT_IN_LATIN, '')].filter((c) => /\p{L}/u.test(c));
  return letters.filter((c) => script.test(c)).length / letters.length;
};

describe('each language page is written in its language (docs/spec/DECISIONS.md "Languages")', () => {
  for (const page of PAGES) {
    it(`${page.path}: its main text is identified as ${page.franc}, each paragraph alone too; its English twin as English`, async () => {
      const words = await loadLanguageWords(page.path, 'native');
      expect(words.lang).toBe(page.lang);
      expect(franc(mainText(words))).toBe(page.franc);
      // Paragraph by paragraph, among the site's languages (a short paragraph alone is too little
      // to tell Tagalog from Cebuano or Hindi from Magahi): no part was left in English or another.
      for (const paragraph of [
        words.hero.lead,
        ...words.meaning.paragraphs,
        ...words.matching.steps.map((s) => s.text),
        words.testimonial.quote,
        words.cta.text,
      ]) {
        expect(franc(paragraph, { only: SITE_LANGUAGES }), paragraph).toBe(page.franc);
      }
      const english = await loadLanguageWords(page.path, 'english');
      expect(english.lang).toBe('en-CA');
      expect(franc(mainText(english))).toBe('eng');
    });
  }

  for (const page of PAGES.filter((p) => p.lang !== 'tl')) {
    it(`${page.path}: every letter of every text it shows is of its script, but the brand, PSW and a name`, async () => {
      const words = await loadLanguageWords(page.path, 'native');
      for (const text of everyText(words)) expect(shareOf(text, page.script), text).toBe(1);
    });
  }

  it('the Arabic page is right to left, the others left to right', async () => {
    const dirs = await Promise.all(PAGES.map(async (p) => (await loadLanguageWords(p.path, 'native')).dir));
    expect(dirs).toEqual(['ltr', 'ltr', 'ltr', 'ltr', 'rtl']);
  });
});

describe('the route registry knows each page and its twin', () => {
  it("both twins of each page are routes (Montreal's three), each naming all in hreflang with English as x-default; the page in its language says so on <html>", () => {
    for (const page of PAGES) {
      const english = `${page.path}/english`;
      const twins = [
        { hreflang: page.lang, path: page.path },
        { hreflang: 'en-CA', path: english },
        { hreflang: 'x-default', path: english },
      ];
      // The Montreal page has a third twin, in French (decision 0064): French, English, Arabic, x-default.
      const trio = [{ hreflang: 'fr-CA', path: '/fr/soins/arabe-a-montreal' }, twins[1], twins[0], twins[2]];
      const alternates = page.lang === 'ar' ? trio : twins;
      const native = PAGE_ROUTES.find((r) => r.path === page.path)!;
      const twin = PAGE_ROUTES.find((r) => r.path === english)!;
      expect(native.meta).toMatchObject({ lang: page.lang, dir: page.lang === 'ar' ? 'rtl' : 'ltr', alternates });
      expect(twin.meta).toMatchObject({ alternates });
      expect(twin.meta.lang).toBeUndefined();
    }
  });

  it('the page in its language brings its own title and breadcrumbs with its chunk; the registry holds none of its words', async () => {
    const route = PAGE_ROUTES.find((r) => r.path === '/care/hindi-in-calgary')!;
    expect(route.meta).not.toHaveProperty('title');
    const meta = await loadMeta(route);
    expect(meta.title).toBe('कैलगरी में हिंदी बोलने वाले केयरगिवर | Maple Hearth Home Care');
    expect(meta.breadcrumbs?.map((c) => c.name)).toEqual(['मुख्य पृष्ठ', 'शहर', 'कैलगरी में हिंदी केयरगिवर']);
  });
});

// A page's words lack nothing: a language's words without a key fail the typecheck (no English default).
// @ts-expect-error -- `cta` is missing: the typecheck refuses a page with an untranslated part.
export const UNFINISHED: LanguagePageWords = { ...({} as Omit<LanguagePageWords, 'cta'>) };
