import { Box, Text } from '@mantine/core';
import { TokenBlockquote } from './token-blockquote';

/** A client's words with their first name and city (docs/spec/DECISIONS.md "Brand and contact facts": fictional, first name and city). */
export function QuoteBlock({ quote, name, city, relation }: { quote: string; name: string; city: string; relation?: string }) {
  return (
    <Box component="figure" m={0}>
      <TokenBlockquote color="maple.8" radius="md" p="lg" className="quote-block">
        <Text fz="lg" fs="italic">
          “{quote}”
        </Text>
      </TokenBlockquote>
      <Text component="figcaption" mt="xs" fw={700}>
        {name}, {city}
        {relation && (
          <Text span c="dimmed" fw={400}>
            {' '}
            · {relation}
          </Text>
        )}
      </Text>
    </Box>
  );
}
