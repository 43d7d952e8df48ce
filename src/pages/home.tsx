import { ContactForm } from '../features/forms/contact-form';
import { HomeComparison, HomeFaq, HomeFeaturedQuote } from '../features/home/home-closing';
import { HomeHero } from '../features/home/home-hero';
import { HomeCaregivers, HomeCommunities, HomeCtaBand, HomePress, HomeServices, HomeSteps, HomeValues } from '../features/home/home-sections';
import { HomeVoices } from '../features/home/home-voices';
import { HOME_FAQ } from '../content/pages/home';
import { faqPageJsonLd } from '../shared/seo/json-ld';

/** The home FAQ as FAQPage structured data. */
export const jsonLd = [faqPageJsonLd(HOME_FAQ.items)];

/** Home (SPEC.md 2.5): the ten sections in order, the press strip after the hero, and the FAQ. */
export default function HomePage() {
  return (
    <>
      <HomeHero />
      <HomePress />
      <HomeServices />
      <HomeVoices />
      <HomeCtaBand form={<ContactForm formType="CTA Section Inquiry" idPrefix="home-cta" />} />
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
