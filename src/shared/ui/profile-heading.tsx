import { Avatar, Group, Text, Title, type AvatarProps } from '@mantine/core';
import { initialsOf } from '../lib/initials';

/** The top of a person's card: an initials avatar (decorative), the name as a heading, the role beneath. */
export function ProfileHeading({ name, role, avatarSize, avatarColor }: { name: string; role: string; avatarSize: AvatarProps['size']; avatarColor: string }) {
  return (
    <Group gap="md" wrap="nowrap">
      <Avatar size={avatarSize} radius="xl" color={avatarColor} variant="filled" aria-hidden="true">
        {initialsOf(name)}
      </Avatar>
      <div>
        <Title order={3} fz="h4">
          {name}
        </Title>
        <Text fz="sm" c="dimmed">
          {role}
        </Text>
      </div>
    </Group>
  );
}
