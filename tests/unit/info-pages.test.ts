import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../../src/app/routes';
import { loadMeta } from '../../src/app/page-loader';
import { findCity } from '../../src/content/cities';
import { COMPANIONSHIP_PAGE } from '../../src/content/info-pages/companionship';
import { DEMENTIA_PAGE } from '../../src/content/info-pages/dementia';
import { END_OF_LIFE_PAGE } from '../../src/content/info-pages/end-of-life';
import { FALL_PREVENTION_PAGE } from '../../src/content/info-pages/fall-prevention';
import { HOUSEKEEPING_PAGE } from '../../src/content/info-pages/housekeeping';
import { LIVE_IN_PAGE } from '../../src/content/info-pages/live-in';
import { MEAL_PREP_PAGE } from '../../src/content/info-pages/meal-prep';
import { SERVICE_PAGE_META } from '../../src/content/info-pages/service-meta';
import { PERSONAL_CARE_PAGE } from '../../src/content/info-pages/personal-care';
import { RESPITE_PAGE } from '../../src/content/info-pages/respite';
import { TRANSPORTATION_PAGE } from '../../src/content/info-pages/transportation';
import type { InfoSection, ServicePageContent } from '../../src/content/info-pages/types';
import { HOME_CAREGIVERS, HOME_COMMUNITIES, HOME_COMPARISON, HOME_PRESS, HOME_SERVICES, HOME_STEPS, HOME_VALUES } from '../../src/content/pages/home';
import { SERVICES } from '../../src/content/services';

const ALL: readonly ServicePageContent[] = [
  PERSONAL_CARE_PAGE,
  COMPANIONSHIP_PAGE,
  LIVE_IN_PAGE,
  RESPITE_PAGE,
  HOUSEKEEPING_PAGE,
  DEMENTIA_PAGE,
  END_OF_LIFE_PAGE,
  MEAL_PREP_PAGE,
  TRANSPORTATION_PAGE,
  FALL_PREVENTION_PAGE,
];

function section<K extends InfoSection['kind']>(page: ServicePageContent, kind: K, index = 0): Extract<InfoSection, { kind: K }> {
  const found = page.sections.filter((s) => s.kind === kind)[index];
  if (!found) throw new Error(`No ${kind} section #${index}`);
  return found as Extract<InfoSection, { kind: K }>;
}
const titlesOf = (s: { items: readonly { title: string }[] }) => s.items.map((i) => i.title);

describe('the ten service pages (docs/spec/SPEC.md §2.6)', () => {
  it('cover each service once, with a route, breadcrumbs, a Service block and a first-place inquiry', async () => {
    expect(new Set(ALL.map((p) => p.serviceType)).size).toBe(10);
    for (const service of SERVICES) {
      const route = PAGE_ROUTES.find((r) => r.path === service.path);
      expect((await loadMeta(route!)).title, service.path).toBe(SERVICE_PAGE_META[service.serviceType].title);
      expect(route?.meta.breadcrumbs?.map((c) => c.name)).toEqual(['Home', 'Services', service.title]);
      // The Service block comes with the page's module (a function of the route's path).
      const { jsonLd } = await route!.load();
      expect(typeof jsonLd === 'function' ? jsonLd(service.path) : jsonLd).toEqual([
        expect.objectContaining({ '@type': 'Service', serviceType: service.serviceType }),
      ]);
    }
    for (const page of ALL) {
      expect(page.cta.actions[0]?.kind, page.serviceType).toBe('serviceInquiry');
      const ids = page.sections.map((s) => s.id);
      expect(new Set(ids).size, page.serviceType).toBe(ids.length);
    }
  });

  it('personal care: six included services, three plans and a 3-item FAQ', () => {
    expect(titlesOf(section(PERSONAL_CARE_PAGE, 'features'))).toEqual([
      'Bathing',
      'Grooming',
      'Toileting',
      'Dressing',
      'Mobility & Transfers',
      'Companionship',
    ]);
    expect(section(PERSONAL_CARE_PAGE, 'plans').plans.map((p) => [p.name, p.duration])).toEqual([
      ['Light Hygiene', '2 hours/day'],
      ['Post-Hospital Recovery', '4 hours/day'],
      ['Advanced Support', '24-hour live-in'],
    ]);
    expect(section(PERSONAL_CARE_PAGE, 'faq').items).toHaveLength(3);
    const kinds = PERSONAL_CARE_PAGE.cta.actions.map((a) => (a.kind === 'link' ? a.to : a.kind));
    expect(kinds).toEqual(expect.arrayContaining(['/get-started', '/contact-senior-care-canada', 'phone', 'email', 'messaging']));
  });

  it('companionship: six activities, the 45% statistic, four groups, four visit types, three steps', () => {
    expect(section(COMPANIONSHIP_PAGE, 'features').items).toHaveLength(6);
    const stat = section(COMPANIONSHIP_PAGE, 'statistic');
    expect(`${stat.heading} ${stat.text}`).toContain('45% more likely');
    expect(section(COMPANIONSHIP_PAGE, 'checklist').items).toHaveLength(4);
    expect(section(COMPANIONSHIP_PAGE, 'schedule').entries).toHaveLength(4);
    expect(section(COMPANIONSHIP_PAGE, 'steps').steps.map((s) => s.title)).toEqual(['Book a Virtual Assessment', 'Share Your Preferences', 'Get Matched']);
  });

  it('live-in: the four-row comparison and who it suits', () => {
    const table = section(LIVE_IN_PAGE, 'comparison');
    expect(table.columns).toEqual(['Aspect', 'Live-in', '24/7 rotating shifts']);
    expect(table.rows.map((r) => [r.aspect, ...r.values])).toEqual([
      ['Number of caregivers', '1-2 per day', '2-3 per 24 hours'],
      ['Sleeping overnight', 'Yes, with light duties', 'Fully alert'],
      ['Cost', 'Lower', 'Higher'],
      ['Best for', 'Routine stability', 'High medical or dementia needs'],
    ]);
    const suits = section(LIVE_IN_PAGE, 'checklist').items.join(' | ');
    for (const w of ['surgery', 'wandering', 'palliative', 'alone']) expect(suits).toMatch(new RegExp(w, 'i'));
    expect(section(LIVE_IN_PAGE, 'quote').quote.length).toBeGreaterThan(40);
  });

  it('respite: four plans and six visit tasks', () => {
    expect(
      section(RESPITE_PAGE, 'plans')
        .plans.map((p) => p.duration)
        .slice(0, 3),
    ).toEqual(['2-8 hours', '8-12 hours', 'Friday to Sunday']);
    expect(section(RESPITE_PAGE, 'plans').plans[3]!.name).toMatch(/Overnight/);
    expect(section(RESPITE_PAGE, 'checklist').items).toEqual([
      'Medication support',
      'Meal prep',
      'Companionship',
      'Mobility and toileting help',
      'Overnight watch',
      'Reading',
    ]);
  });

  it('housekeeping: the 45% fall-risk claim and the complete services list', () => {
    expect(section(HOUSEKEEPING_PAGE, 'statistic').value).toBe('45%');
    expect(HOUSEKEEPING_PAGE.sections.find((s) => s.id === 'more-services')).toMatchObject({
      items: ['Personal hygiene help', 'Overnight supervision', 'Fall prevention', 'Medication reminders', 'Emergency readiness', 'Nutrition monitoring'],
    });
  });

  it('dementia, end-of-life, meals, transportation and fall prevention list what the spec lists', () => {
    expect(section(DEMENTIA_PAGE, 'features').items).toHaveLength(4);
    expect(titlesOf(section(END_OF_LIFE_PAGE, 'features'))).toEqual([
      'Comfort & Symptom Management',
      'Emotional & Spiritual Support',
      'Family Respite & Support',
      'Communication & Coordination',
    ]);
    expect(titlesOf(section(MEAL_PREP_PAGE, 'features'))).toEqual(['Meal Planning & Prep', 'Grocery Shopping', 'Safe Storage', 'Kitchen Clean-Up']);
    expect(section(MEAL_PREP_PAGE, 'tags').tags).toEqual([
      'Diabetic-Friendly',
      'Low-Sodium/Cardiac',
      'Gluten-Free',
      'Vegetarian/Vegan',
      'South Asian',
      'Caribbean',
      'East Asian',
      'Mediterranean',
    ]);
    expect(titlesOf(section(TRANSPORTATION_PAGE, 'features'))).toEqual([
      'Medical Appointments',
      'Shopping & Errands',
      'Social & Community Events',
      'Safe Assisted Travel',
    ]);
    expect(titlesOf(section(FALL_PREVENTION_PAGE, 'features'))).toEqual([
      'Condition Monitoring',
      'Medication & Appointment Management',
      'Diet & Exercise Adherence',
      'Symptom Management',
    ]);
    const links = FALL_PREVENTION_PAGE.sections.flatMap((s) => ('link' in s && s.link ? [s.link.to] : []));
    expect(links).toContain('/blog/how-to-prevent-falls-at-home');
  });
});

describe('home content (docs/spec/SPEC.md §2.5)', () => {
  it('names the cards, steps, values, badges, cities, press logos and comparison rows of the spec', () => {
    expect(HOME_SERVICES.cards.map((c) => c.title)).toEqual(['In-Home Care', 'Wellness Programs', 'Tech Support']);
    expect(HOME_STEPS.steps.map((s) => s.title)).toEqual(['Tell Us Your Needs', 'Get Matched', 'Start Care at Home']);
    expect(HOME_VALUES.values.map((v) => v.title)).toEqual(['Empowerment', 'Trust', 'Innovation']);
    expect(HOME_CAREGIVERS.badges).toEqual(['Gold Certified', 'COVID-Vaccinated', 'Multilingual']);
    expect(HOME_COMMUNITIES.cities).toEqual(['Brampton', 'Mississauga', 'Toronto', 'Ottawa', 'Hamilton', 'Kitchener']);
    for (const city of HOME_COMMUNITIES.cities) expect(findCity(city), city).toBeDefined();
    expect(HOME_PRESS.logos).toHaveLength(5);
    expect(HOME_COMPARISON.rows).toHaveLength(4);
    for (const row of HOME_COMPARISON.rows) expect([row.us, row.others]).toEqual([true, false]);
  });
});
