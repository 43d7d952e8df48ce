import { Anchor, Avatar, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { LEADERS, LEADER_LINK_TEXT } from '../content/leadership';
import { TEAM_PAGE } from '../content/pages/team';
import { initialsOf } from '../shared/lib/initials';
import { peopleJsonLd } from '../shared/seo/json-ld';
import { CtaActions } from '../shared/ui/cta-actions';
import { CtaBand } from '../shared/ui/cta-band';
import { PageHero } from '../shared/ui/page-hero';
import { SectionFrame } from '../shared/ui/section-frame';

export const jsonLd = [peopleJsonLd(LEADERS)];

/** /team (SPEC.md 2.6): the three leaders as cards with their LinkedIn and mail links, then contact and careers. */
export default function TeamPage() {
  const page = TEAM_PAGE;
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} heading={page.hero.heading} lead={page.hero.lead} />
      <SectionFrame aria-labelledby="leaders-heading">
        <Title order={2} id="leaders-heading" mb="lg">
          {page.leadersHeading}
        </Title>
        <SimpleGrid component="ul" cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" className="plain-list" data-testid="leader-cards">
          {LEADERS.map((leader) => (
            <Card component="li" key={leader.email} withBorder padding="lg" radius="lg">
              <Stack gap="sm" h="100%">
                <Group gap="md" wrap="nowrap">
                  <Avatar size="lg" color="hearth.8" variant="filled" radius="xl" aria-hidden="true">
                    {initialsOf(leader.name)}
                  </Avatar>
                  <div>
                    <Title order={3} fz="h4">
                      {leader.name}
                    </Title>
                    <Text fz="sm" c="dimmed">
                      {leader.role}
                    </Text>
                  </div>
                </Group>
                <Text>{leader.bio}</Text>
                <Group gap="lg" mt="auto">
                  <Anchor href={leader.linkedInUrl} target="_blank" rel="noopener noreferrer">
                    {LEADER_LINK_TEXT.linkedIn}
                    <span className="visually-hidden">{LEADER_LINK_TEXT.linkedInHidden(leader.name)}</span>
                  </Anchor>
                  <Anchor href={`mailto:${leader.email}`}>
                    {LEADER_LINK_TEXT.email}
                    <span className="visually-hidden">{LEADER_LINK_TEXT.emailHidden(leader.name)}</span>
                  </Anchor>
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </SectionFrame>
      <CtaBand id="team-closing" heading={page.closing.heading} text={page.closing.text}>
        <CtaActions tone="dark" actions={page.closing.actions} />
      </CtaBand>
    </>
  );
}
