import { Anchor, Box, CloseButton, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { FRENCH_WAY_BACK_WORDS as WORDS } from '../../content/french-way-back.fr-CA';
import { FRENCH_LANG } from '../../content/french-paths';
import type { FrenchWayBack } from '../../shared/lib/french-way-back';

/**
 * The French line at the top of an English page (./french-way-back.tsx), in French on an English
 * page (`lang="fr-CA"`), its link to the French page marked so (`hreflang`), closable. Its own
 * chunk, with its words: English pages fetch it only when it shows.
 */
export function FrenchWayBackLine({ offer, onDismiss }: { offer: NonNullable<FrenchWayBack>; onDismiss: () => void }) {
  return (
    <Box
      lang={FRENCH_LANG}
      data-testid="french-way-back"
      data-kind={offer.kind}
      bg="var(--site-cream)"
      py={6}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Container size="xl">
        <Group gap="xs" wrap="nowrap" justify="space-between" align="center">
          <Text fz="sm">
            {offer.kind === 'back' ? WORDS.back.text : WORDS.twin.text}
            <Anchor component={Link} to={offer.to} hrefLang={FRENCH_LANG} fw={600} underline="always">
              {offer.kind === 'back' ? (offer.title ?? WORDS.back.unnamed) : WORDS.twin.link}
            </Anchor>
          </Text>
          <CloseButton size="sm" aria-label={WORDS.dismiss} onClick={onDismiss} />
        </Group>
      </Container>
    </Box>
  );
}
