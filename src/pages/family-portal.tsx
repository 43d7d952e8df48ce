import { Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { FAMILY_PORTAL_META } from '../content/pages/meta/family-portal';
import { FAMILY_PORTAL_PAGE } from '../content/pages/family-portal';
import { InfoSectionsOnApproach as InfoSections } from '../features/info-page/info-sections-on-approach';
import { serviceJsonLd } from '../shared/seo/json-ld';
import { CtaActions } from '../shared/ui/cta-actions';
import { CtaBand } from '../shared/ui/cta-band';
import { PageHero } from '../shared/ui/page-hero';
import { useToast } from '../shared/widgets/toast/toast-provider';
import { INFO_PAGE_WORDS } from '../content/info-pages/words';
export { FAMILY_PORTAL_META as meta } from '../content/pages/meta/family-portal';

export const jsonLd = [
  serviceJsonLd({
    title: 'Family Portal',
    description: FAMILY_PORTAL_META.description,
    path: '/family-portal',
    serviceType: 'Family care dashboard',
  }),
];

/**
 * /family-portal (docs/spec/SPEC.md §2.6): the portal's eight features, how families get access and how it
 * keeps their information private. 'Request a Demo' only shows a toast; nothing is sent.
 */
export default function FamilyPortalPage() {
  const page = FAMILY_PORTAL_PAGE;
  const { toast } = useToast();
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} heading={page.hero.heading} lead={page.hero.lead}>
        <Group gap="sm">
          <Button size="md" onClick={() => toast(page.demo.toast)}>
            {page.demo.button}
          </Button>
          <Button size="md" variant="outline" component={Link} to={page.getStarted.to}>
            {page.getStarted.label}
          </Button>
        </Group>
      </PageHero>
      <InfoSections sections={[page.features, page.steps, page.privacy]} words={INFO_PAGE_WORDS} />
      <CtaBand id="portal-closing" heading={page.closing.heading} text={page.closing.text}>
        <CtaActions tone="dark" actions={page.closing.actions} />
      </CtaBand>
    </>
  );
}
