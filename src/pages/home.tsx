import { HomeHero } from '../features/home/home-hero';
import { HomeCaregivers, HomeCommunities, HomeCtaBand, HomePress, HomeServices, HomeSteps, HomeValues } from '../features/home/home-sections';
import { HOME_FAQ } from '../content/pages/home';
import { faqPageJsonLd } from '../shared/seo/json-ld';
import { belowTheFold } from '../shared/ui/below-the-fold';

/** The home FAQ as FAQPage structured data. */
export const jsonLd = [faqPageJsonLd(HOME_FAQ.items)];

// The interactive sections below the fold (carousel, contact form, comparison table, FAQ accordion)
// hydrate when the visitor nears them; their prerendered HTML shows from the start.
const HomeVoices = belowTheFold(() => import('../features/home/home-voices').then((m) => m.HomeVoices));
const HomeContactForm = belowTheFold(() =>
  import('../features/forms/contact-form').then(({ ContactForm }) => {
    return function HomeContactForm() {
      return <ContactForm formType="CTA Section Inquiry" idPrefix="home-cta" />;
    };
  }),
);
const closing = () => import('../features/home/home-closing');
const HomeComparison = belowTheFold(() => closing().then((m) => m.HomeComparison));
const HomeFeaturedQuote = belowTheFold(() => closing().then((m) => m.HomeFeaturedQuote));
const HomeFaq = belowTheFold(() => closing().then((m) => m.HomeFaq));

/** Home (SPEC.md 2.5): the ten sections in order, the press strip after the hero, and the FAQ. */
export default function HomePage() {
  return (
    <>
      <HomeHero />
      <HomePress />
      <HomeServices />
      <HomeVoices />
      <HomeCtaBand form={<HomeContactForm />} />
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
