import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { LEADERS, LEADER_LINK_TEXT } from '../../content/leadership';
import { ProfileHeading } from '../../shared/ui/profile-heading';
import { CardGrid } from '../../shared/ui/layout-grid';

/**
 * The three leaders as cards: initials avatar, name, role, bio, and their LinkedIn profile (a new
 * tab, said in the link's name) and mail links. /team and /about-us show the same people.
 */
export function LeaderCards() {
  return (
    <CardGrid component="ul" cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" className="plain-list" data-testid="leader-cards">
      {LEADERS.map((leader) => (
        <Card component="li" key={leader.email} withBorder padding="lg" radius="lg">
          <Stack gap="sm" h="100%">
            <ProfileHeading name={leader.name} role={leader.role} avatarSize="lg" avatarColor="hearth.8" />
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
    </CardGrid>
  );
}
