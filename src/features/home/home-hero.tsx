import { Badge, List, Stack, Text, Title } from '@mantine/core';
import { CheckIcon } from '../../shared/ui/check-icon';
import { HOME_HERO } from '../../content/pages/home';
import type { HomeWords } from '../../content/pages/home-words';
import { SectionFrame } from '../../shared/ui/section-frame';
import { CtaActions } from '../../shared/ui/cta-actions';
import { Column, Columns } from '../../shared/ui/layout-grid';

/** Section 1: the hero with the consultation button and the three trust badges. */
export function HomeHero({ words: hero = HOME_HERO }: { words?: HomeWords['hero'] }) {
  return (
    <SectionFrame aria-labelledby="home-hero-heading" tone="cream" spacing="hero">
      <Columns spacing={48} align="center">
        <Column span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Badge variant="filled" color="hearth.8" size="lg" w="fit-content">
              {hero.eyebrow}
            </Badge>
            <Title id="home-hero-heading" order={1} className="home-hero-title" c="maple.9" lh={1.1}>
              {hero.heading}
            </Title>
            <Text fz="lg" maw={620}>
              {hero.lead}
            </Text>
            <CtaActions
              size="lg"
              actions={[
                { kind: 'link', ...hero.primaryCta },
                { kind: 'link', ...hero.secondaryCta },
              ]}
            />
            <List spacing="sm" mt="sm" aria-label={hero.trustLabel} icon={<CheckIcon color="hearth.7" size={26} iconSize={16} />}>
              {hero.trustBadges.map((badge) => (
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
          <img className="hero-illustration" src="/images/hero-hearth.svg" alt={hero.illustrationAlt} width={520} height={420} fetchPriority="high" />
        </Column>
      </Columns>
    </SectionFrame>
  );
}
