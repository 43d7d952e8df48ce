import { Badge, List, Stack, Text, Title } from '@mantine/core';
import { CheckIcon } from '../../shared/ui/check-icon';
import { HOME_HERO } from '../../content/pages/home';
import { SectionFrame } from '../../shared/ui/section-frame';
import { CtaActions } from '../../shared/ui/cta-actions';
import { Column, Columns } from '../../shared/ui/layout-grid';

/** Section 1: the hero with the consultation button and the three trust badges. */
export function HomeHero() {
  return (
    <SectionFrame aria-labelledby="home-hero-heading" tone="cream" spacing="hero">
      <Columns spacing={48} align="center">
        <Column span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Badge variant="filled" color="hearth.8" size="lg" w="fit-content">
              {HOME_HERO.eyebrow}
            </Badge>
            <Title id="home-hero-heading" order={1} className="home-hero-title" c="maple.9" lh={1.1}>
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
              icon={<CheckIcon color="hearth.7" size={26} iconSize={16} />}
            >
              {HOME_HERO.trustBadges.map((badge) => (
                <List.Item key={badge.title}>
                  <Text fw={700} span>
                    {badge.title}
                  </Text>
                  <Text component="span" display="block" c="dimmed" fz="sm">
                    {badge.detail}
                  </Text>
                </List.Item>
              ))}
            </List>
          </Stack>
        </Column>
        <Column span={{ base: 12, md: 5 }}>
          <img
            className="hero-illustration"
            src="/images/hero-hearth.svg"
            alt={HOME_HERO.illustrationAlt}
            width={520}
            height={420}
            fetchPriority="high"
          />
        </Column>
      </Columns>
    </SectionFrame>
  );
}

