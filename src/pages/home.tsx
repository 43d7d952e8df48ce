import type { ComponentProps } from 'react';
import { HomeHero } from '../features/home/home-hero';
import { HOME_FAQ } from '../content/pages/home';
import type { HomeWords } from '../content/pages/home-words';
import { faqPageJsonLd } from '../shared/seo/json-ld';
import { belowTheFold } from '../shared/ui/below-the-fold';
import { CtaActions } from '../shared/ui/cta-actions';
export { HOME_META as meta } from '../content/pages/meta/home';

/** The home FAQ as FAQPage structured data. */
export const jsonLd = [faqPageJsonLd(HOME_FAQ.items)];

// Only the hero is on the first screen. Every section after it keeps its prerendered HTML and
// hydrates when the visitor nears it (src/shared/ui/below-the-fold.tsx), so the first load neither
// fetches nor runs the code of the carousel, the contact form, the comparison or the FAQ.
// Given no words, each section says its English ones (their constants are in its own chunk); the
// French twin gives each its French words (decision 0062).
const sections = () => import('../features/home/home-sections');
const closing = () => import('../features/home/home-closing');
const HomePress = belowTheFold(() => sections().then((m) => m.HomePress));
const HomeServices = belowTheFold(() => sections().then((m) => m.HomeServices));
const HomeVoices = belowTheFold(() => import('../features/home/home-voices').then((m) => m.HomeVoices));
const HomeCtaBand = belowTheFold(() =>
  Promise.all([sections(), import('../features/forms/contact-form')]).then(([{ HomeCtaBand: Band }, { ContactForm }]) => {
    return function HomeCtaBandWithForm() {
      return <Band form={<ContactForm formType="CTA Section Inquiry" idPrefix="home-cta" asksPlace />} />;
    };
  }),
);
/** The band on the French page: the contact form is English yet, so the band gives the phone and the (English) contact page. */
const HomeCtaBandWithoutForm = belowTheFold<ComponentProps<typeof import('../features/home/home-sections').HomeCtaBand>>(() =>
  sections().then((m) => m.HomeCtaBand),
);
const HomeSteps = belowTheFold(() => sections().then((m) => m.HomeSteps));
const HomeValues = belowTheFold(() => sections().then((m) => m.HomeValues));
const HomeCaregivers = belowTheFold(() => sections().then((m) => m.HomeCaregivers));
const HomeCommunities = belowTheFold(() => sections().then((m) => m.HomeCommunities));
const HomeComparison = belowTheFold(() => closing().then((m) => m.HomeComparison));
const HomeFeaturedQuote = belowTheFold(() => closing().then((m) => m.HomeFeaturedQuote));
const HomeFaq = belowTheFold(() => closing().then((m) => m.HomeFaq));

/** Home (docs/spec/SPEC.md §2.5): the ten sections in order, the press strip after the hero, and the FAQ. */
export default function HomePage() {
  return (
    <>
      <HomeHero />
      <HomePress />
      <HomeServices />
      <HomeVoices />
      <HomeCtaBand />
      <HomeSteps />
      <HomeValues />
      <HomeCaregivers />
      <HomeCommunities />
      <HomeComparison />
      <HomeFeaturedQuote />
      <HomeFaq />
    </>
  );
}

/** The home page in another language: the same sections, each given its words. */
function TranslatedHomePage({ words }: { words: HomeWords }) {
  return (
    <>
      <HomeHero words={words.hero} />
      <HomePress words={words.press} />
      <HomeServices words={words.services} />
      <HomeVoices words={words.voices} />
      <HomeCtaBandWithoutForm
        words={words.cta}
        form={
          <CtaActions
            actions={[
              { kind: 'phone', label: words.cta.phone },
              { kind: 'link', ...words.cta.contact },
            ]}
          />
        }
      />
      <HomeSteps words={words.steps} />
      <HomeValues words={words.values} />
      <HomeCaregivers words={words.caregivers} />
      <HomeCommunities words={words.communities} />
      <HomeComparison words={words.comparison} />
      <HomeFeaturedQuote words={words.featuredQuote} />
      <HomeFaq words={words.faq} />
    </>
  );
}

/**
 * The French home page, /fr (decision 0062): this module, given the French words, which load from
 * their own chunk, so the English home page carries none of them. The route registry serves it
 * through `withFrenchTwin` (src/app/routes.ts).
 */
export async function frenchRoute() {
  const { HOME_WORDS_FR: words } = await import('../content/pages/home.fr-CA');
  return {
    default: () => <TranslatedHomePage words={words} />,
    meta: words.meta,
    jsonLd: [faqPageJsonLd(words.faq.items)],
  };
}
