import { franc } from 'franc';
import { describe, expect, it } from 'vitest';
import { loadMeta } from '../../src/app/page-loader';
import type { PageModule } from '../../src/app/route-types';
import { CARE_COST_PAGE } from '../../src/content/pages/care-cost-calculator';
import { CARE_COST_WORDS_FR } from '../../src/content/pages/fr/care-cost-calculator';
import type { CareCostWords } from '../../src/content/pages/care-cost-words';
import { formatCadFr } from '../../src/content/french-formats';
import { SERVICE_RATE_WORDS_FR } from '../../src/content/info-pages/fr/rate-words';
import { SITE_LANGUAGES, BRAND, route } from '../fixtures/french-text';

/**
 * The care cost calculator in Canadian French (decision 0070): franc identifies its words as French
 * (whole, and each paragraph alone among the site's languages), it is the twin of the English page
 * (the same choices, sections and calls to action), its links reach the French twins or say they
 * are in English, and its route names its twin. Expected words and figures are written here by hand.
 */

/** Keys whose values are addresses, codes or names, not words a reader reads. */
const NOT_WORDS = new Set(['id', 'to', 'path', 'hrefLang', 'kind', 'variant']);

/** Every text of a value (functions called with sample figures and words), addresses aside. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return textsOf((value as (...a: unknown[]) => unknown)(4, 168, 20, 'Soins personnels', '36,75 $', '735 $'));
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, v]) => (NOT_WORDS.has(key) ? [] : textsOf(v)));
  return [];
}

const pair = [
  { hreflang: 'en-CA', path: '/care-cost-calculator' },
  { hreflang: 'fr-CA', path: '/fr/calculateur-du-cout-des-soins' },
  { hreflang: 'x-default', path: '/care-cost-calculator' },
];

describe('/fr/calculateur-du-cout-des-soins', () => {
  it('is in French: every word of the page and the calculator, whole and paragraph by paragraph', () => {
    const words = textsOf(CARE_COST_WORDS_FR).map((t) => t.replace(BRAND, ''));
    expect(franc(words.join('\n'))).toBe('fra');
    const paragraphs = words.filter((t) => t.length >= 60);
    expect(paragraphs.length).toBeGreaterThanOrEqual(15);
    for (const paragraph of paragraphs) expect(franc(paragraph, { only: SITE_LANGUAGES }), paragraph).toBe('fra');
  });

  it('is the twin of the English page: the same choices, sections and calls to action', () => {
    const fr = CARE_COST_WORDS_FR;
    const en = CARE_COST_PAGE;
    expect(Object.keys(fr.careTypes)).toEqual(Object.keys(en.careTypes));
    expect(Object.keys(fr.careTypeHelp)).toEqual(Object.keys(en.careTypeHelp));
    expect(Object.keys(fr.regions)).toEqual(Object.keys(en.regions));
    expect(fr.included.items).toHaveLength(en.included.items.length);
    expect(fr.included.id).toBe(en.included.id);
    expect(fr.cta.actions).toHaveLength(en.cta.actions.length);
  });

  it('writes the hours and the estimate as French does: "36,75 $", "3 341,68 $", "21 heures", the monthly figure explained with 4,33', () => {
    const { results, form } = CARE_COST_WORDS_FR;
    // Personal care, 21 hours, GTA: 35 x 1.05 = 36.75 an hour; 771.75 a week; 771.75 x 4.33 = 3341.6775 a month.
    expect(results.announcement('Soins personnels', 21, 'Région du Grand Toronto', formatCadFr(36.75), formatCadFr(771.75), formatCadFr(3341.68))).toBe(
      'Estimation pour Soins personnels, 21 heures par semaine, Région du Grand Toronto\u00a0: 36,75\u00a0$ de l’heure, 771,75\u00a0$ par semaine, 3\u00a0341,68\u00a0$ par mois.',
    );
    expect(results.perWeek(21)).toBe('par semaine pour 21 heures');
    expect(results.perMonth).toBe('par mois (coût par semaine × 4,33 semaines)');
    expect(form.hoursValue(20)).toBe('20 heures');
    expect(form.hoursRefused(4, 168, 21)).toBe(
      'Le nombre d’heures par semaine doit être un nombre entier de 4 à 168. L’estimation reste calculée sur 21 heures.',
    );
  });

  it('leads to the consultation and the care finder through their French twins, or says they are in English', () => {
    const [consultation, quiz] = CARE_COST_WORDS_FR.cta.actions;
    const twinOrEnglish = (action: typeof consultation, english: string, french: string) =>
      action.to === french
        ? expect(action).not.toHaveProperty('hrefLang')
        : expect(action).toMatchObject({ to: english, hrefLang: 'en', label: expect.stringMatching(/\(en anglais\)$/) });
    twinOrEnglish(consultation, '/book-a-free-care-consultation', '/fr/consultation-gratuite');
    twinOrEnglish(quiz, '/find-your-care-plan', '/fr/trouver-votre-plan-de-soins');
  });

  it('the French service pages’ rate leads to the French calculator for its region, in French', () => {
    expect(SERVICE_RATE_WORDS_FR.calculatorPath('personal-care', 'gta')).toBe('/fr/calculateur-du-cout-des-soins?type=personal-care&region=gta');
    expect(SERVICE_RATE_WORDS_FR.serviceRateLink).toBe('Estimer le coût pour votre région');
  });

  it('its route is the twin of /care-cost-calculator: lang fr-CA, reciprocal alternates, title, breadcrumbs and JSON-LD in French', async () => {
    expect(route('/fr/calculateur-du-cout-des-soins').meta).toMatchObject({ lang: 'fr-CA', alternates: pair });
    expect(route('/care-cost-calculator').meta.alternates).toEqual(pair);
    const meta = await loadMeta(route('/fr/calculateur-du-cout-des-soins'));
    expect(meta.title).toBe('Calculateur du coût des soins à domicile\u00a0: estimation à l’heure, à la semaine et au mois | Maple Hearth Home Care');
    expect(meta.breadcrumbs).toEqual([
      { name: 'Accueil', path: '/fr' },
      { name: 'Calculateur du coût des soins', path: '/fr/calculateur-du-cout-des-soins' },
    ]);
    const page = (await route('/fr/calculateur-du-cout-des-soins').load()) as PageModule;
    expect(page.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'WebApplication',
        inLanguage: 'fr-CA',
        url: 'https://www.maplehearth.ca/fr/calculateur-du-cout-des-soins',
        name: meta.title,
      }),
    ]);
  });
});

// A missing French word fails the typecheck (no English default).
// @ts-expect-error -- `regions` is missing: the calculator refuses words with an untranslated part.
export const UNFINISHED_CALCULATOR: CareCostWords = { ...({} as Omit<CareCostWords, 'regions'>) };
