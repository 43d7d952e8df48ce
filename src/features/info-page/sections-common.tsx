import { Badge, Card, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { CheckIcon } from '../../shared/ui/check-icon';
import { CardGrid } from '../../shared/ui/layout-grid';
import { headingId, SectionHeading, SectionLink, type SectionOf } from './section-parts';

/** The sections drawn with Mantine's common components only (cards, lists, badges). */

export function FeaturesSection({ section }: { section: SectionOf<'features'> }) {
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

export function ChecklistSection({ section }: { section: SectionOf<'checklist'> }) {
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

export function PlansSection({ section }: { section: SectionOf<'plans'> }) {
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

export function StatisticSection({ section }: { section: SectionOf<'statistic'> }) {
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

export function TagsSection({ section }: { section: SectionOf<'tags'> }) {
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
