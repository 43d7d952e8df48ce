import { Title } from '@mantine/core';
import { LEADERS } from '../content/leadership';
import { TEAM_PAGE } from '../content/pages/team';
import { LeaderCards } from '../features/company/leader-cards';
import { peopleJsonLd } from '../shared/seo/people-json-ld';
import { CtaActions } from '../shared/ui/cta-actions';
import { CtaBand } from '../shared/ui/cta-band';
import { PageHero } from '../shared/ui/page-hero';
import { SectionFrame } from '../shared/ui/section-frame';
export { TEAM_META as meta } from '../content/pages/meta/team';

export const jsonLd = [peopleJsonLd(LEADERS)];

/** /team (docs/spec/SPEC.md §2.6): the three leaders as cards and how to reach them through the company (docs/spec/DECISIONS.md "People are reached through the company"), then contact and careers. */
export default function TeamPage() {
  const page = TEAM_PAGE;
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} heading={page.hero.heading} lead={page.hero.lead} />
      <SectionFrame aria-labelledby="leaders-heading">
        <Title order={2} id="leaders-heading" mb="lg">
          {page.leadersHeading}
        </Title>
        <LeaderCards />
      </SectionFrame>
      <CtaBand id="team-closing" heading={page.closing.heading} text={page.closing.text}>
        <CtaActions tone="dark" actions={page.closing.actions} />
      </CtaBand>
    </>
  );
}
