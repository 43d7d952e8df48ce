import { Badge, Grid, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Icon } from '../../shared/ui/icons';
import { HOME_HERO } from '../../content/pages/home';
import { SectionFrame } from '../../shared/ui/section-frame';
import { CtaActions } from '../../shared/ui/cta-actions';

/** Section 1: the hero with the consultation button and the three trust badges. */
export function HomeHero() {
  return (
    <SectionFrame aria-labelledby="home-hero-heading" tone="cream" spacing="hero">
      <Grid gap={48} align="center">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Badge variant="filled" color="hearth.8" size="lg" w="fit-content">
              {HOME_HERO.eyebrow}
            </Badge>
            <Title id="home-hero-heading" order={1} fz={{ base: 36, md: 52 }} c="maple.9" lh={1.1}>
              {HOME_HERO.heading}
            </Title>
            <Text fz="lg" maw={620}>
              {HOME_HERO.lead}
            </Text>
            <CtaActions
              size="lg"
              actions={[
                { kind: 'link', ...HOME_HERO.primaryCta },
                { kind: 'link', ...HOME_HERO.secondaryCta },
              ]}
            />
            <List
              spacing="sm"
              mt="sm"
              aria-label="Why families trust us"
              icon={
                <ThemeIcon color="hearth.7" radius="xl" size={26} aria-hidden="true">
                  <Icon name="check" size={16} />
                </ThemeIcon>
              }
            >
              {HOME_HERO.trustBadges.map((badge) => (
                <List.Item key={badge.title}>
                  <Text fw={700} span>
                    {badge.title}
                  </Text>
                  <Text c="dimmed" fz="sm">
                    {badge.detail}
                  </Text>
                </List.Item>
              ))}
            </List>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <img
            className="hero-illustration"
            src="/images/hero-hearth.svg"
            alt={HOME_HERO.illustrationAlt}
            width={520}
            height={420}
            fetchPriority="high"
          />
        </Grid.Col>
      </Grid>
    </SectionFrame>
  );
}

