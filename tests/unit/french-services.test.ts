import { franc } from 'franc';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../../src/app/routes';
import { loadMeta } from '../../src/app/page-loader';
import { COMPANIONSHIP_PAGE } from '../../src/content/info-pages/companionship';
import { DEMENTIA_PAGE } from '../../src/content/info-pages/dementia';
import { END_OF_LIFE_PAGE } from '../../src/content/info-pages/end-of-life';
import { FALL_PREVENTION_PAGE } from '../../src/content/info-pages/fall-prevention';
import { HOUSEKEEPING_PAGE } from '../../src/content/info-pages/housekeeping';
import { LIVE_IN_PAGE } from '../../src/content/info-pages/live-in';
import { MEAL_PREP_PAGE } from '../../src/content/info-pages/meal-prep';
import { PERSONAL_CARE_PAGE } from '../../src/content/info-pages/personal-care';
import { RESPITE_PAGE } from '../../src/content/info-pages/respite';
import { TRANSPORTATION_PAGE } from '../../src/content/info-pages/transportation';
import { SERVICE_PAGE_META } from '../../src/content/info-pages/service-meta';
import { COMPANIONSHIP_PAGE_FR } from '../../src/content/info-pages/fr/companionship';
import { DEMENTIA_PAGE_FR } from '../../src/content/info-pages/fr/dementia';
import { END_OF_LIFE_PAGE_FR } from '../../src/content/info-pages/fr/end-of-life';
import { FALL_PREVENTION_PAGE_FR } from '../../src/content/info-pages/fr/fall-prevention';
import { HOUSEKEEPING_PAGE_FR } from '../../src/content/info-pages/fr/housekeeping';
import { LIVE_IN_PAGE_FR } from '../../src/content/info-pages/fr/live-in';
import { MEAL_PREP_PAGE_FR } from '../../src/content/info-pages/fr/meal-prep';
import { PERSONAL_CARE_PAGE_FR } from '../../src/content/info-pages/fr/personal-care';
import { RESPITE_PAGE_FR } from '../../src/content/info-pages/fr/respite';
import { TRANSPORTATION_PAGE_FR } from '../../src/content/info-pages/fr/transportation';
import { FR_SERVICE_PAGE_META } from '../../src/content/info-pages/fr/service-meta';
import { FR_SERVICES, FR_SERVICES_PAGE } from '../../src/content/info-pages/fr/services';
import { INFO_PAGE_WORDS_FR } from '../../src/content/info-pages/fr/words';
import { SERVICE_RATE_WORDS_FR } from '../../src/content/info-pages/fr/rate-words';
import type { InfoPageWords } from '../../src/content/info-pages/words';
import type { CtaAction, ServicePageContent } from '../../src/content/info-pages/types';
import { SERVICES } from '../../src/content/services';
import { hourlyRate } from '../../src/shared/lib/care-rates';
import { FRENCH_SERVICE_PATHS } from '../fixtures/french-service-paths';
import { SITE_LANGUAGES } from '../fixtures/french-text';

/**
 * /services and the ten service pages in Canadian French (decision 0063): franc identifies each
 * page's text as French (as tests/unit/language-pages.test.ts does for the language pages), each
 * French page is the twin of its English page (same sections, same figures), and every link to a
 * page that is English only says so. The expected addresses, times and rate are written by hand.
 */
const TWINS: readonly { english: ServicePageContent; french: ServicePageContent; path: string }[] = [
  { english: PERSONAL_CARE_PAGE, french: PERSONAL_CARE_PAGE_FR, path: '/fr/services/soins-personnels' },
  { english: COMPANIONSHIP_PAGE, french: COMPANIONSHIP_PAGE_FR, path: '/fr/services/compagnie' },
  { english: DEMENTIA_PAGE, french: DEMENTIA_PAGE_FR, path: '/fr/services/soins-de-la-demence' },
  { english: RESPITE_PAGE, french: RESPITE_PAGE_FR, path: '/fr/services/repit' },
  { english: LIVE_IN_PAGE, french: LIVE_IN_PAGE_FR, path: '/fr/services/soins-a-domicile-24-heures' },
  { english: END_OF_LIFE_PAGE, french: END_OF_LIFE_PAGE_FR, path: '/fr/services/soins-de-fin-de-vie' },
  { english: MEAL_PREP_PAGE, french: MEAL_PREP_PAGE_FR, path: '/fr/services/preparation-des-repas' },
  { english: HOUSEKEEPING_PAGE, french: HOUSEKEEPING_PAGE_FR, path: '/fr/services/entretien-menager' },
  { english: TRANSPORTATION_PAGE, french: TRANSPORTATION_PAGE_FR, path: '/fr/services/transport' },
  { english: FALL_PREVENTION_PAGE, french: FALL_PREVENTION_PAGE_FR, path: '/fr/services/prevention-des-chutes' },
];

/** Keys whose values are addresses, codes or names, not words a reader reads. */
const NOT_WORDS = new Set(['kind', 'id', 'to', 'hrefLang', 'serviceType', 'prefill', 'name', 'city', 'time']);

/** Every text of a value, in order (addresses, codes, people's names and clock times aside). */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, v]) => (NOT_WORDS.has(key) ? [] : textsOf(v)));
  return [];
}

/** The numbers a text states, as numbers ('24/7' is 24 and 7; '45 %' and '45%' are 45). */
const figuresOf = (texts: readonly string[]) => [...new Set(texts.flatMap((t) => t.match(/\d+/g) ?? []).map(Number))].sort((a, b) => a - b);

/** Every link and button of a page's content that leads somewhere. */
function linksOf(page: ServicePageContent): CtaAction[] {
  const sectionLinks = page.sections.flatMap((s): CtaAction[] => ('link' in s && s.link ? [{ kind: 'link', ...s.link }] : []));
  return [...page.hero.actions, ...sectionLinks, ...page.cta.actions];
}

describe('the ten service pages in French (docs/spec/DECISIONS.md "Languages")', () => {
  for (const { english, french, path } of TWINS) {
    it(`${path}: its text is identified as French, each paragraph alone too`, () => {
      const texts = [...textsOf(french), FR_SERVICE_PAGE_META[french.serviceType].description];
      expect(franc(texts.join('\n'))).toBe('fra');
      // A paragraph alone, among the site's languages: nothing was left in English.
      for (const paragraph of texts.filter((t) => t.length >= 60)) expect(franc(paragraph, { only: SITE_LANGUAGES }), paragraph).toBe('fra');
      expect(franc(textsOf(english).join('\n'))).toBe('eng');
    });

    it(`${path}: the twin of ${english.serviceType}'s English page, with the same sections, items and figures`, () => {
      expect(french.serviceType).toBe(english.serviceType);
      const shape = (p: ServicePageContent) => ({
        highlights: p.hero.highlights?.length,
        actions: [...p.hero.actions, ...p.cta.actions].map((a) => a.kind),
        sections: p.sections.map((s) => [s.kind, s.id, textsOf(s).length]),
      });
      expect(shape(french)).toEqual(shape(english));
      const english_ = [...textsOf(english), ...Object.values(SERVICE_PAGE_META[english.serviceType])];
      const french_ = [...textsOf(french), ...Object.values(FR_SERVICE_PAGE_META[french.serviceType])];
      expect(figuresOf(french_)).toEqual(figuresOf(english_));
    });

    it(`${path}: every link to a page in English only says "(en anglais)" and hreflang="en"; its own pages it links in French`, () => {
      for (const link of linksOf(french)) {
        if (link.kind === 'phone' || link.kind === 'email' || link.kind === 'messaging') continue;
        const to = ('to' in link ? link.to : undefined) ?? '/contact-us';
        if (to.startsWith('/fr/')) expect(link.hrefLang, to).toBeUndefined();
        else expect([link.label.endsWith(' (en anglais)'), link.hrefLang], to).toEqual([true, 'en']);
      }
    });
  }

  it('the figures read from one source: the companionship visits at 9 h, 12 h, 14 h and 18 h 30; the rate in fr-CA style from the calculator', () => {
    const schedule = COMPANIONSHIP_PAGE_FR.sections.find((s) => s.kind === 'schedule');
    expect(schedule?.kind === 'schedule' && schedule.entries.map((e) => e.time)).toEqual(['9 h', '12 h', '14 h', '18 h 30']);
    const englishSchedule = COMPANIONSHIP_PAGE.sections.find((s) => s.kind === 'schedule');
    expect(englishSchedule?.kind === 'schedule' && englishSchedule.entries.map((e) => e.time)).toEqual(['9:00 AM', '12:00 PM', '2:00 PM', '6:30 PM']);
    expect(SERVICE_RATE_WORDS_FR.serviceRate(hourlyRate('personal-care', 'gta'))).toBe('À partir de 36,75\u00a0$/h dans la RGT');
    expect(INFO_PAGE_WORDS_FR.scheduleEntry('18 h 30', 'Fin de soirée en douceur')).toBe('18 h 30\u00a0: Fin de soirée en douceur');
  });
});

describe('/fr/services and the French routes', () => {
  it('lists the ten services in the English order, at their French addresses, in French', () => {
    expect(FR_SERVICES.map((s) => s.serviceType)).toEqual(SERVICES.map((s) => s.serviceType));
    expect(FR_SERVICES.map((s) => s.path)).toEqual(FRENCH_SERVICE_PATHS);
    expect(franc(FR_SERVICES.map((s) => s.description).join('\n'))).toBe('fra');
    expect(franc(textsOf(FR_SERVICES_PAGE).join('\n'))).toBe('fra');
    for (const link of FR_SERVICES_PAGE.learn.links) expect([link.label.endsWith(' (en anglais)'), link.hrefLang]).toEqual([true, 'en']);
    // The quiz and the contact page have their French twins (decisions 0067, 0068).
    expect(FR_SERVICES_PAGE.unsure.contact).toEqual({ label: 'Parler à un conseiller en soins', to: '/fr/nous-joindre' });
    expect(FR_SERVICES_PAGE.unsure.quiz).toEqual({ label: 'Trouver votre plan de soins', to: '/fr/trouver-votre-plan-de-soins' });
  });

  it('each French page is a route of its own, lang fr-CA, naming its English twin and itself in hreflang; it brings its French title, breadcrumbs and Service block', async () => {
    const pairs = [['/services', '/fr/services'], ...SERVICES.map((s) => [s.path, TWINS.find((t) => t.english.serviceType === s.serviceType)!.path])];
    for (const [english, french] of pairs) {
      const alternates = [
        { hreflang: 'en-CA', path: english },
        { hreflang: 'fr-CA', path: french },
        { hreflang: 'x-default', path: english },
      ];
      const route = PAGE_ROUTES.find((r) => r.path === french)!;
      expect(route.meta, french).toMatchObject({ lang: 'fr-CA', alternates });
      expect(PAGE_ROUTES.find((r) => r.path === english)?.meta.alternates, english).toEqual(alternates);
    }
    const route = PAGE_ROUTES.find((r) => r.path === '/fr/services/repit')!;
    const meta = await loadMeta(route);
    expect(meta.title).toBe('Répit pour les proches aidants | Maple Hearth Home Care');
    expect(meta.breadcrumbs).toEqual([
      { name: 'Accueil', path: '/fr' },
      { name: 'Services', path: '/fr/services' },
      { name: 'Répit pour les proches aidants', path: '/fr/services/repit' },
    ]);
    const { jsonLd } = await route.load();
    expect(jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'Service',
        serviceType: 'RespiteCare',
        name: 'Répit pour les proches aidants',
        inLanguage: 'fr-CA',
        url: expect.stringMatching(/\/fr\/services\/repit$/),
      }),
    ]);
  });
});

// The template's words lack nothing in French: a module without a key fails the typecheck (no English default).
// @ts-expect-error -- `stepLabel` is missing: the typecheck refuses the template with an untranslated part.
export const UNFINISHED: InfoPageWords = { ...({} as Omit<InfoPageWords, 'stepLabel'>) };
