import '@mantine/core/styles/Timeline.css';
import { Anchor, Badge, Card, Group, List, Paper, Stack, Table, Text, Timeline, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CheckIcon } from '../../shared/ui/check-icon';
import { ScrollRegion } from '../../shared/ui/scroll-region';
import type { InfoSection, PageLink } from '../../content/info-pages/types';
import { FaqAccordion } from '../../shared/widgets/faq-accordion';
import { QuoteBlock } from '../../shared/ui/quote-block';
import { StepCards } from '../../shared/ui/step-cards';
import { SectionFrame } from '../../shared/ui/section-frame';
import { CardGrid } from '../../shared/ui/layout-grid';

const headingId = (id: string) => `${id}-heading`;

function SectionHeading({ id, heading, intro }: { id: string; heading: string; intro?: string }) {
  return (
    <Stack gap="xs" maw={760}>
      <Title order={2} id={headingId(id)} c="maple.9">
        {heading}
      </Title>
      {intro && <Text fz="lg">{intro}</Text>}
    </Stack>
  );
}

function SectionLink({ link }: { link?: PageLink }) {
  if (!link) return null;
  return (
    <Anchor component={Link} to={link.to} fw={700}>
      {link.label}
    </Anchor>
  );
}

/** The section of one kind. */
type SectionOf<K extends InfoSection['kind']> = Extract<InfoSection, { kind: K }>;

function FeaturesSection({ section }: { section: SectionOf<'features'> }) {
  return (
    <>
      <SectionHeading {...section} />
      <CardGrid cols={{ base: 1, sm: 2, lg: section.items.length % 4 === 0 ? 4 : 3 }} spacing="lg" component="ul" className="plain-list">
        {section.items.map((item) => (
          <Card key={item.title} component="li" withBorder radius="md" padding="lg">
            <Title order={3} fz="h4" mb="xs">
              {item.title}
            </Title>
            <Text>{item.text}</Text>
          </Card>
        ))}
      </CardGrid>
      <SectionLink link={section.link} />
    </>
  );
}

function ChecklistSection({ section }: { section: SectionOf<'checklist'> }) {
  return (
    <>
      <SectionHeading {...section} />
      <List spacing="sm" icon={<CheckIcon />} center>
        {section.items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
      <SectionLink link={section.link} />
    </>
  );
}

function PlansSection({ section }: { section: SectionOf<'plans'> }) {
  return (
    <>
      <SectionHeading {...section} />
      <CardGrid cols={{ base: 1, md: Math.min(section.plans.length, 4) }} spacing="lg" component="ul" className="plain-list">
        {section.plans.map((plan) => (
          <Card key={plan.name} component="li" withBorder radius="md" padding="lg">
            <Stack gap="sm">
              <Title order={3} fz="h4">
                {plan.name}
              </Title>
              <Badge variant="outline" color="maple.8" size="lg" w="fit-content">
                {plan.duration}
              </Badge>
              <Text>{plan.description}</Text>
              <List spacing={4} icon={<CheckIcon />} center size="sm">
                {plan.includes.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            </Stack>
          </Card>
        ))}
      </CardGrid>
    </>
  );
}

function FaqSection({ section }: { section: SectionOf<'faq'> }) {
  return (
    <>
      <SectionHeading {...section} />
      <FaqAccordion items={section.items} testId={`${section.id}-accordion`} />
    </>
  );
}

function StatisticSection({ section }: { section: SectionOf<'statistic'> }) {
  return (
    <Paper radius="lg" className="statistic-panel">
      <Group gap="xl" wrap="wrap" align="center">
        <Text component="p" fz={72} fw={800} lh={1} c="maple.9">
          {section.value}
        </Text>
        <Stack gap="xs" maw={640} style={{ flex: 1, minWidth: 240 }}>
          <Title order={2} id={headingId(section.id)} c="maple.9">
            {section.heading}
          </Title>
          <Text fz="lg">{section.text}</Text>
        </Stack>
      </Group>
    </Paper>
  );
}

function ComparisonSection({ section }: { section: SectionOf<'comparison'> }) {
  return (
    <>
      <SectionHeading {...section} />
      <ScrollRegion label={section.caption} minWidth={520}>
        <Table striped withTableBorder withColumnBorders verticalSpacing="sm" fz="md" captionSide="top">
          <Table.Caption className="visually-hidden">{section.caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {section.columns.map((column) => (
                <Table.Th key={column} scope="col">
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {section.rows.map((row) => (
              <Table.Tr key={row.aspect}>
                <Table.Th scope="row">{row.aspect}</Table.Th>
                {row.values.map((value, i) => (
                  <Table.Td key={i}>{value}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </>
  );
}

function StepsSection({ section }: { section: SectionOf<'steps'> }) {
  return (
    <>
      <SectionHeading {...section} />
      <StepCards steps={section.steps} />
    </>
  );
}

function TagsSection({ section }: { section: SectionOf<'tags'> }) {
  return (
    <>
      <SectionHeading {...section} />
      <Group gap="sm" component="ul" className="plain-list">
        {section.tags.map((tag) => (
          <Badge key={tag} component="li" variant="outline" color="hearth.9" size="xl" radius="sm" tt="none">
            {tag}
          </Badge>
        ))}
      </Group>
    </>
  );
}

function ScheduleSection({ section }: { section: SectionOf<'schedule'> }) {
  return (
    <>
      <SectionHeading {...section} />
      <Timeline bulletSize={24} lineWidth={2} color="maple.8" active={section.entries.length}>
        {section.entries.map((entry) => (
          <Timeline.Item key={entry.time} title={<Text fw={700}>{`${entry.time}: ${entry.title}`}</Text>}>
            <Text maw={640}>{entry.text}</Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </>
  );
}

function QuoteSection({ section }: { section: SectionOf<'quote'> }) {
  return <QuoteBlock quote={section.quote} name={section.name} city={section.city} relation={section.relation} />;
}

function TestimonialsSection({ section }: { section: SectionOf<'testimonials'> }) {
  return (
    <>
      <SectionHeading {...section} />
      <CardGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {section.items.map((item) => (
          <QuoteBlock key={item.name} quote={item.quote} name={item.name} city={item.city} />
        ))}
      </CardGrid>
    </>
  );
}

/** One view per section kind: a kind added to InfoSection without a view here fails to compile. */
const SECTION_VIEWS: { readonly [K in InfoSection['kind']]: (props: { section: SectionOf<K> }) => ReactNode } = {
  features: FeaturesSection,
  checklist: ChecklistSection,
  plans: PlansSection,
  faq: FaqSection,
  statistic: StatisticSection,
  comparison: ComparisonSection,
  steps: StepsSection,
  tags: TagsSection,
  schedule: ScheduleSection,
  quote: QuoteSection,
  testimonials: TestimonialsSection,
};

/** One section of an information page, drawn by the view of its kind. */
export function InfoSectionView({ section }: { section: InfoSection }): ReactNode {
  // The map is keyed by kind, so this view takes exactly this section (TypeScript cannot correlate the two).
  const View = SECTION_VIEWS[section.kind] as (props: { section: InfoSection }) => ReactNode;
  return <View section={section} />;
}

/** A page's sections in order, each a labelled region on alternating backgrounds. */
export function InfoSections({ sections }: { sections: readonly InfoSection[] }) {
  return sections.map((section, i) => (
    <SectionFrame
      key={section.id}
      id={section.id}
      aria-labelledby={sectionHeadingId(section)}
      aria-label={section.kind === 'quote' ? `Words from ${section.name}` : undefined}
      tone={i % 2 === 1 ? 'cream' : 'plain'}
      anchorTarget
    >
      <Stack gap="lg">
        <InfoSectionView section={section} />
      </Stack>
    </SectionFrame>
  ));
}

/** The section's heading id, for `aria-labelledby` (quotes have no heading). */
const sectionHeadingId = (section: InfoSection): string | undefined =>
  section.kind === 'quote' ? undefined : headingId(section.id);
