import { Anchor, Badge, Box, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../shared/ui/icons';
import { cityPath, findCity } from '../../content/cities';
import { HOME_CAREGIVERS, HOME_COMMUNITIES, HOME_CTA, HOME_PRESS, HOME_SERVICES, HOME_STEPS, HOME_VALUES } from '../../content/pages/home';
import type { HomeWords } from '../../content/pages/home-words';
import { StepCards } from '../../shared/ui/step-cards';
import { ProfileHeading } from '../../shared/ui/profile-heading';
import { SectionFrame } from '../../shared/ui/section-frame';
import { FormCard } from '../../shared/ui/form-card';
import { CardGrid, Column, Columns } from '../../shared/ui/layout-grid';
import { TokenThemeIcon } from '../../shared/ui/token-theme-icon';

/** A home section: a labelled region with an h2, on white or cream. */
export function HomeSection({
  id,
  heading,
  lead,
  cream,
  center,
  children,
}: {
  id: string;
  heading: string;
  lead?: string;
  cream?: boolean;
  center?: boolean;
  children: ReactNode;
}) {
  return (
    <SectionFrame aria-labelledby={`${id}-heading`} tone={cream ? 'cream' : 'plain'} spacing="roomy">
      <Stack gap="xl" align={center ? 'center' : undefined}>
        <Stack gap="xs" maw={760} ta={center ? 'center' : undefined}>
          <Title order={2} id={`${id}-heading`} c="maple.9">
            {heading}
          </Title>
          {lead && <Text fz="lg">{lead}</Text>}
        </Stack>
        {children}
      </Stack>
    </SectionFrame>
  );
}

/** The press-logo strip: five publications as wordmarks. */
export function HomePress({ words: press = HOME_PRESS }: { words?: HomeWords['press'] }) {
  return (
    <Box component="section" aria-labelledby="home-press-heading" py="xl" className="press-strip">
      <Container size="xl">
        <Stack gap="sm" align="center">
          <Text id="home-press-heading" component="h2" fz="sm" fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: '0.08em' }}>
            {press.heading}
          </Text>
          <Group component="ul" className="plain-list" gap="xs" justify="center" data-testid="press-logos" style={{ columnGap: '2.5rem' }}>
            {press.logos.map((name) => (
              <Box component="li" key={name} className="press-logo">
                {name}
              </Box>
            ))}
          </Group>
          <Anchor component={Link} to={press.link.to} hrefLang={press.link.hrefLang} fz="sm">
            {press.link.label}
          </Anchor>
        </Stack>
      </Container>
    </Box>
  );
}

/** Section 2: 'Services That Empower'. */
export function HomeServices({ words: services = HOME_SERVICES }: { words?: HomeWords['services'] }) {
  return (
    <HomeSection id="home-services" heading={services.heading} lead={services.lead}>
      <CardGrid cols={{ base: 1, md: 3 }} spacing="lg" component="ul" className="plain-list">
        {services.cards.map((card) => (
          <Card key={card.title} component="li" withBorder radius="md" padding="lg">
            <Stack gap="sm" h="100%">
              <TokenThemeIcon size={48} radius="md" color="hearth.8" aria-hidden="true">
                <Icon name={card.icon} size={26} />
              </TokenThemeIcon>
              <Title order={3} fz="h4">
                <Anchor component={Link} to={services.link.to} hrefLang={services.link.hrefLang} c="maple.9">
                  {card.title}
                </Anchor>
              </Title>
              <Text>{card.text}</Text>
            </Stack>
          </Card>
        ))}
      </CardGrid>
      <Button component={Link} to={services.link.to} hrefLang={services.link.hrefLang} variant="outline" w="fit-content">
        {services.link.label}
      </Button>
    </HomeSection>
  );
}

/** Section 4: the call-to-action band; the page puts the 'CTA Section Inquiry' contact form in it. */
export function HomeCtaBand({ words: cta = HOME_CTA, form }: { words?: HomeWords['cta']; form: ReactNode }) {
  return (
    <SectionFrame aria-labelledby="home-cta-heading" tone="band" spacing="roomy">
      <Columns spacing={40} align="center">
        <Column span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <Title order={2} id="home-cta-heading" c="white">
              {cta.heading}
            </Title>
            <Text fz="lg">{cta.lead}</Text>
            <Group gap="sm">
              <Button component={Link} to={cta.consultation.to} hrefLang={cta.consultation.hrefLang} variant="white" color="maple.9" size="md">
                {cta.consultation.label}
              </Button>
              <Button component={Link} to={cta.franchise.to} hrefLang={cta.franchise.hrefLang} variant="outline" color="white" size="md">
                {cta.franchise.label}
              </Button>
            </Group>
            <Anchor component={Link} to={cta.guide.to} hrefLang={cta.guide.hrefLang} c="white" fw={700} td="underline">
              {cta.guide.label}
            </Anchor>
          </Stack>
        </Column>
        <Column span={{ base: 12, md: 6 }}>
          <FormCard heading={cta.formHeading} headingId="home-cta-form-heading" order={3} region={false}>
            {form}
          </FormCard>
        </Column>
      </Columns>
    </SectionFrame>
  );
}

/** Section 5: 'Getting Started is Simple'. */
export function HomeSteps({ words: steps = HOME_STEPS }: { words?: HomeWords['steps'] }) {
  return (
    <HomeSection id="home-steps" heading={steps.heading} cream>
      <StepCards steps={steps.steps} stepLabel={steps.stepLabel} />
    </HomeSection>
  );
}

/** Section 6: the three values. */
export function HomeValues({ words: values = HOME_VALUES }: { words?: HomeWords['values'] }) {
  return (
    <HomeSection id="home-values" heading={values.heading}>
      <CardGrid cols={{ base: 1, md: 3 }} spacing="xl" component="ul" className="plain-list">
        {values.values.map((value) => (
          <Stack component="li" key={value.title} gap="xs">
            <TokenThemeIcon size={48} radius="xl" color="hearth.8" aria-hidden="true">
              <Icon name={value.icon} size={26} />
            </TokenThemeIcon>
            <Title order={3} fz="h4">
              {value.title}
            </Title>
            <Text>{value.text}</Text>
          </Stack>
        ))}
      </CardGrid>
    </HomeSection>
  );
}

/** Section 7: the caregiver showcase with its badges. */
export function HomeCaregivers({ words: caregivers = HOME_CAREGIVERS }: { words?: HomeWords['caregivers'] }) {
  return (
    <HomeSection id="home-caregivers" heading={caregivers.heading} lead={caregivers.lead} cream>
      <CardGrid cols={{ base: 1, md: 3 }} spacing="lg" component="ul" className="plain-list">
        {caregivers.caregivers.map((c) => (
          <Card key={c.name} component="li" withBorder radius="md" padding="lg">
            <Stack gap="sm">
              <ProfileHeading name={c.name} role={c.role} avatarSize={64} avatarColor="maple.8" />
              <Text>{c.bio}</Text>
              <Text fz="sm">
                <Text span fw={700}>
                  {caregivers.speaksLabel}{' '}
                </Text>
                {c.languages.join(', ')}
              </Text>
              <Group gap={6} component="ul" className="plain-list" aria-label={caregivers.badgesLabel}>
                {caregivers.badges.map((badge) => (
                  <Badge key={badge} component="li" variant="outline" color="hearth.9" leftSection={<Icon name="check" size={12} />}>
                    {badge}
                  </Badge>
                ))}
              </Group>
            </Stack>
          </Card>
        ))}
      </CardGrid>
    </HomeSection>
  );
}

/** Section 8: 'Serving Communities Across Ontario', each city to its page. */
export function HomeCommunities({ words: communities = HOME_COMMUNITIES }: { words?: HomeWords['communities'] }) {
  const cities = communities.cities.map((name) => {
    const city = findCity(name);
    if (!city) throw new Error(`${name} is not in the location dataset`);
    return communities.cityLink(city.city, cityPath(city));
  });
  return (
    <HomeSection id="home-communities" heading={communities.heading} lead={communities.lead}>
      <CardGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md" component="ul" className="plain-list">
        {cities.map((city) => (
          <Card key={city.to} component="li" withBorder radius="md" padding="md">
            <Group gap="xs" wrap="nowrap">
              <Icon name="mapPin" />
              {/* A long name breaks at 400% zoom with wider spacing rather than running out of its card. */}
              <Anchor component={Link} to={city.to} hrefLang={city.hrefLang} fw={700} miw={0} style={{ overflowWrap: 'anywhere' }}>
                {city.label}
              </Anchor>
            </Group>
          </Card>
        ))}
      </CardGrid>
      <Button component={Link} to={communities.allLocations.to} hrefLang={communities.allLocations.hrefLang} variant="outline" w="fit-content">
        {communities.allLocations.label}
      </Button>
    </HomeSection>
  );
}
