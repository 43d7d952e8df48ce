import { Anchor, Badge, Box, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../shared/ui/icons';
import { cityPath, findCity } from '../../content/cities';
import {
  HOME_CAREGIVERS,
  HOME_COMMUNITIES,
  HOME_CTA,
  HOME_PRESS,
  HOME_SERVICES,
  HOME_STEPS,
  HOME_VALUES,
} from '../../content/pages/home';
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
export function HomePress() {
  return (
    <Box component="section" aria-labelledby="home-press-heading" py="xl" className="press-strip">
      <Container size="xl">
        <Stack gap="sm" align="center">
          <Text id="home-press-heading" component="h2" fz="sm" fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: '0.08em' }}>
            {HOME_PRESS.heading}
          </Text>
          <Group component="ul" className="plain-list" gap="xs" justify="center" data-testid="press-logos" style={{ columnGap: '2.5rem' }}>
            {HOME_PRESS.logos.map((name) => (
              <Box component="li" key={name} className="press-logo">
                {name}
              </Box>
            ))}
          </Group>
          <Anchor component={Link} to={HOME_PRESS.link.to} fz="sm">
            {HOME_PRESS.link.label}
          </Anchor>
        </Stack>
      </Container>
    </Box>
  );
}

/** Section 2: 'Services That Empower'. */
export function HomeServices() {
  return (
    <HomeSection id="home-services" heading={HOME_SERVICES.heading} lead={HOME_SERVICES.lead}>
      <CardGrid cols={{ base: 1, md: 3 }} spacing="lg" component="ul" className="plain-list">
        {HOME_SERVICES.cards.map((card) => (
          <Card key={card.title} component="li" withBorder radius="md" padding="lg">
            <Stack gap="sm" h="100%">
              <TokenThemeIcon size={48} radius="md" color="hearth.8" aria-hidden="true">
                <Icon name={card.icon} size={26} />
              </TokenThemeIcon>
              <Title order={3} fz="h4">
                <Anchor component={Link} to={HOME_SERVICES.link.to} c="maple.9">
                  {card.title}
                </Anchor>
              </Title>
              <Text>{card.text}</Text>
            </Stack>
          </Card>
        ))}
      </CardGrid>
      <Button component={Link} to={HOME_SERVICES.link.to} variant="outline" w="fit-content">
        {HOME_SERVICES.link.label}
      </Button>
    </HomeSection>
  );
}

/** Section 4: the call-to-action band; the page puts the 'CTA Section Inquiry' contact form in it. */
export function HomeCtaBand({ form }: { form: ReactNode }) {
  return (
    <SectionFrame aria-labelledby="home-cta-heading" tone="band" spacing="roomy">
      <Columns spacing={40} align="center">
        <Column span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <Title order={2} id="home-cta-heading" c="white">
              {HOME_CTA.heading}
            </Title>
            <Text fz="lg">{HOME_CTA.lead}</Text>
            <Group gap="sm">
              <Button component={Link} to={HOME_CTA.consultation.to} variant="white" color="maple.9" size="md">
                {HOME_CTA.consultation.label}
              </Button>
              <Button component={Link} to={HOME_CTA.franchise.to} variant="outline" color="white" size="md">
                {HOME_CTA.franchise.label}
              </Button>
            </Group>
            <Anchor component={Link} to={HOME_CTA.guide.to} c="white" fw={700} td="underline">
              {HOME_CTA.guide.label}
            </Anchor>
          </Stack>
        </Column>
        <Column span={{ base: 12, md: 6 }}>
          <FormCard heading={HOME_CTA.formHeading} headingId="home-cta-form-heading" order={3} region={false}>
            {form}
          </FormCard>
        </Column>
      </Columns>
    </SectionFrame>
  );
}

/** Section 5: 'Getting Started is Simple'. */
export function HomeSteps() {
  return (
    <HomeSection id="home-steps" heading={HOME_STEPS.heading} cream>
      <StepCards steps={HOME_STEPS.steps} />
    </HomeSection>
  );
}

/** Section 6: the three values. */
export function HomeValues() {
  return (
    <HomeSection id="home-values" heading={HOME_VALUES.heading}>
      <CardGrid cols={{ base: 1, md: 3 }} spacing="xl" component="ul" className="plain-list">
        {HOME_VALUES.values.map((value) => (
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
export function HomeCaregivers() {
  return (
    <HomeSection id="home-caregivers" heading={HOME_CAREGIVERS.heading} lead={HOME_CAREGIVERS.lead} cream>
      <CardGrid cols={{ base: 1, md: 3 }} spacing="lg" component="ul" className="plain-list">
        {HOME_CAREGIVERS.caregivers.map((c) => (
          <Card key={c.name} component="li" withBorder radius="md" padding="lg">
            <Stack gap="sm">
              <ProfileHeading name={c.name} role={c.role} avatarSize={64} avatarColor="maple.8" />
              <Text>{c.bio}</Text>
              <Text fz="sm">
                <Text span fw={700}>
                  {HOME_CAREGIVERS.speaksLabel}{' '}
                </Text>
                {c.languages.join(', ')}
              </Text>
              <Group gap={6} component="ul" className="plain-list" aria-label={HOME_CAREGIVERS.badgesLabel}>
                {HOME_CAREGIVERS.badges.map((badge) => (
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
export function HomeCommunities() {
  const cities = HOME_COMMUNITIES.cities.map((name) => {
    const city = findCity(name);
    if (!city) throw new Error(`${name} is not in the location dataset`);
    return city;
  });
  return (
    <HomeSection id="home-communities" heading={HOME_COMMUNITIES.heading} lead={HOME_COMMUNITIES.lead}>
      <CardGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md" component="ul" className="plain-list">
        {cities.map((city) => (
          <Card key={city.slug} component="li" withBorder radius="md" padding="md">
            <Group gap="xs" wrap="nowrap">
              <Icon name="mapPin" />
              {/* A long name breaks at 400% zoom with wider spacing rather than running out of its card. */}
              <Anchor component={Link} to={cityPath(city)} fw={700} miw={0} style={{ overflowWrap: 'anywhere' }}>
                {city.city}
              </Anchor>
            </Group>
          </Card>
        ))}
      </CardGrid>
      <Button component={Link} to={HOME_COMMUNITIES.allLocations.to} variant="outline" w="fit-content">
        {HOME_COMMUNITIES.allLocations.label}
      </Button>
    </HomeSection>
  );
}
