import { HomeHero } from '../features/home/home-hero';
import { HOME_FAQ } from '../content/pages/home';
import { faqPageJsonLd } from '../shared/seo/json-ld';
import { belowTheFold } from '../shared/ui/below-the-fold';
export { HOME_META as meta } from '../content/pages/meta/home';

/** The home FAQ as FAQPage structured data. */
export const jsonLd = [faqPageJsonLd(HOME_FAQ.items)];

// Only the hero is on the first screen. Every section after it keeps its prerendered HTML and
// hydrates when the visitor nears it (src/shared/ui/below-the-fold.tsx), so the first load neither
// fetches nor runs the code of the carousel, the contact form, the comparison or the FAQ.
const sections = () => import('../features/home/home-sections');
const closing = () => import('../features/home/home-closing');
const HomePress = belowTheFold(() => sections().then((m) => m.HomePress));
const HomeServices = belowTheFold(() => sections().then((m) => m.HomeServices));
const HomeVoices = belowTheFold(() => import('../features/home/home-voices').then((m) => m.HomeVoices));
const HomeCtaBand = belowTheFold(() =>
  Promise.all([sections(), import('../features/forms/contact-form')]).then(([{ HomeCtaBand: Band }, { ContactForm }]) => {
    return function HomeCtaBandWithForm() {
      return <Band form={<ContactForm formType="CTA Section Inquiry" idPrefix="home-cta" />} />;
    };
  }),
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
