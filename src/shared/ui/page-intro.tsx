import { Badge, Text, Title } from '@mantine/core';

/** The opening of a page: an optional eyebrow badge, the page's h1 and its lead paragraph. */
export function PageIntro({ eyebrow, heading, lead, headingId }: { eyebrow?: string; heading: string; lead: string; headingId?: string }) {
  return (
    <>
      {eyebrow && (
        <Badge variant="filled" color="hearth.8" size="lg" w="fit-content">
          {eyebrow}
        </Badge>
      )}
      <Title order={1} c="maple.9" id={headingId}>
        {heading}
      </Title>
      <Text fz="lg">{lead}</Text>
    </>
  );
}
