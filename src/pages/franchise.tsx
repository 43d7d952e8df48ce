import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { FRANCHISE_INQUIRY_ID, FRANCHISE_PAGE } from '../content/pages/franchise';
import { InfoSectionsOnApproach as InfoSections } from '../features/info-page/info-sections-on-approach';
import { webApplicationJsonLd } from '../shared/seo/web-application-json-ld';
import { belowTheFold } from '../shared/ui/below-the-fold';
import { FormCard } from '../shared/ui/form-card';
import { PageHero } from '../shared/ui/page-hero';
import { QuoteBlock } from '../shared/ui/quote-block';
import { SectionFrame } from '../shared/ui/section-frame';
import { CardGrid, Column, Columns } from '../shared/ui/layout-grid';
import { INFO_PAGE_WORDS } from '../content/info-pages/words';
export { FRANCHISE_META as meta } from '../content/pages/meta/franchise';

const PATH = '/franchise';

/**
 * The calculator and the info kit form are below the first screen: their HTML is there at once,
 * their code (the calculator's machine and number fields, the form's inputs, a table) when the
 * visitor nears them, focuses or touches them (src/shared/ui/below-the-fold.tsx).
 */
const FranchiseEarningsCalculator = belowTheFold(() =>
  import('../features/calculators/franchise-earnings-calculator').then((m) => m.FranchiseEarningsCalculator),
);
const FranchiseInfoKitForm = belowTheFold(() => import('../features/forms/franchise-info-kit-form').then((m) => m.FranchiseInfoKitForm));

// The WebPage block comes with every page (src/app/page-head.tsx); the calculator is its own.
export const jsonLd = [
  webApplicationJsonLd({ title: FRANCHISE_PAGE.calculator.heading, description: FRANCHISE_PAGE.calculator.intro, path: `${PATH}#franchise-earnings` }),
];

/**
 * /franchise (docs/spec/SPEC.md §2.6, §9.4): the opportunity; 'Request More Info' leads to the info kit form
 * (#franchise-inquiry); the three benefits, the earnings calculator and its disclaimer, two
 * owners' stories and where real figures come from
 * (docs/spec/DECISIONS.md "No financial performance claims"), and 'Submit Full Application' to /franchise/apply.
 */
export default function FranchisePage() {
  const page = FRANCHISE_PAGE;
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} heading={page.hero.heading} lead={page.hero.lead}>
        <Group gap="sm">
          <Button size="lg" component={Link} to={{ hash: FRANCHISE_INQUIRY_ID }}>
            {page.hero.requestInfo}
          </Button>
          <Button size="lg" variant="outline" component={Link} to={page.hero.apply.to}>
            {page.hero.apply.label}
          </Button>
        </Group>
      </PageHero>
      <InfoSections sections={[page.benefits]} words={INFO_PAGE_WORDS} />
      <SectionFrame id="franchise-earnings" aria-labelledby="franchise-earnings-heading" tone="cream" width="lg" anchorTarget>
        <Stack gap="lg">
          <div>
            <Title order={2} id="franchise-earnings-heading" c="maple.9">
              {page.calculator.heading}
            </Title>
            <Text mt="xs" maw={760}>
              {page.calculator.intro}
            </Text>
          </div>
          <FranchiseEarningsCalculator />
          <Alert variant="outline" color="hearth.9" radius="md" role="note" bg="white" data-testid="earnings-disclaimer">
            {page.calculator.disclaimer}
          </Alert>
        </Stack>
      </SectionFrame>
      <SectionFrame aria-labelledby="franchise-stories-heading">
        <Stack gap="lg">
          <Title order={2} id="franchise-stories-heading" c="maple.9">
            {page.stories.heading}
          </Title>
          <CardGrid cols={{ base: 1, md: 2 }} spacing="xl">
            {page.stories.items.map((story) => (
              <QuoteBlock key={story.name} {...story} />
            ))}
          </CardGrid>
          <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="franchise-figures-heading" data-testid="franchise-figures">
            <Stack gap="xs">
              <Title order={3} fz="h4" id="franchise-figures-heading" c="maple.9">
                {page.figures.heading}
              </Title>
              <Text>{page.figures.text}</Text>
              <Anchor component={Link} to={{ hash: FRANCHISE_INQUIRY_ID }} fw={700} underline="always" w="fit-content">
                {page.figures.link}
              </Anchor>
            </Stack>
          </Card>
        </Stack>
      </SectionFrame>
      <SectionFrame as="div" id={FRANCHISE_INQUIRY_ID} anchorTarget tone="cream">
        <Columns spacing={40}>
          <Column span={{ base: 12, md: 7 }}>
            <FormCard heading={page.inquiry.heading} headingId="franchise-inquiry-heading" lead={page.inquiry.lead}>
              <FranchiseInfoKitForm />
            </FormCard>
          </Column>
          <Column span={{ base: 12, md: 5 }}>
            <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="franchise-apply-heading">
              <Stack gap="xs">
                <Title order={2} fz="h4" id="franchise-apply-heading" c="maple.9">
                  {page.inquiry.applyHeading}
                </Title>
                <Text>{page.inquiry.applyText}</Text>
                <Anchor component={Link} to={page.hero.apply.to} fw={700} underline="always">
                  {page.hero.apply.label}
                </Anchor>
              </Stack>
            </Card>
          </Column>
        </Columns>
      </SectionFrame>
    </>
  );
}
