import { Anchor, Card, List, Stack, Text, Title } from '@mantine/core';
import { LEADERS, LEADER_CONTACT } from '../../content/leadership';
import { ProfileHeading } from '../../shared/ui/profile-heading';
import { CardGrid } from '../../shared/ui/layout-grid';

/**
 * The three leaders as cards (initials avatar, name, role, bio), then how to reach them through the
 * company (docs/spec/DECISIONS.md "People are reached through the company": info@, the two local
 * coordinators, the company's LinkedIn page). /team, /about-us and /press show the same people.
 */
export function LeaderCards() {
  const contact = LEADER_CONTACT;
  return (
    <Stack gap="lg">
      <CardGrid component="ul" cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" className="plain-list" data-testid="leader-cards">
        {LEADERS.map((leader) => (
          <Card component="li" key={leader.name} withBorder padding="lg" radius="lg">
            <Stack gap="sm" h="100%">
              <ProfileHeading name={leader.name} role={leader.role} avatarSize="lg" avatarColor="hearth.8" />
              <Text>{leader.bio}</Text>
            </Stack>
          </Card>
        ))}
      </CardGrid>
      <Card withBorder padding="lg" radius="lg" component="section" aria-labelledby="leader-contact-heading" data-testid="leader-contact">
        <Stack gap="xs">
          <Title order={3} fz="h4" id="leader-contact-heading" c="maple.9">
            {contact.heading}
          </Title>
          <Text>{contact.lead}</Text>
          <List spacing={6}>
            <List.Item>
              {contact.info.text}{' '}
              <Anchor href={contact.info.href} fw={700} underline="always">
                {contact.info.label}
              </Anchor>
            </List.Item>
            <List.Item>
              {contact.coordinators.text}{' '}
              {contact.coordinators.items.map((c, i) => (
                <span key={c.email}>
                  {i > 0 && ', '}
                  {c.city}:{' '}
                  <Anchor href={c.href} fw={700} underline="always">
                    {c.email}
                  </Anchor>
                </span>
              ))}
            </List.Item>
            <List.Item>
              {contact.linkedIn.text}{' '}
              <Anchor href={contact.linkedIn.href} target="_blank" rel="noopener noreferrer" fw={700} underline="always">
                {contact.linkedIn.label}
                <span className="visually-hidden">{contact.linkedIn.hidden}</span>
              </Anchor>
            </List.Item>
          </List>
        </Stack>
      </Card>
    </Stack>
  );
}
