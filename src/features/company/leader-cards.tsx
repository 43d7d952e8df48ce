import { Anchor, Avatar, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { LEADERS, LEADER_LINK_TEXT } from '../../content/leadership';
import { initialsOf } from '../../shared/lib/initials';

/**
 * The three leaders as cards: initials avatar, name, role, bio, and their LinkedIn profile (a new
 * tab, said in the link's name) and mail links. /team and /about-us show the same people.
 */
export function LeaderCards() {
  return (
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
  );
}
