// Its size before and after the frame loads comes with it (./city-map.css).
import './city-map.css';
import { Button, Card, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { CityPageWords } from '../../content/locations/city-words';
import { Icon } from '../../shared/ui/icons';

/**
 * docs/spec/DECISIONS.md "Maps on city pages": a local placeholder with the area and a 'Show map' button;
 * only when it is pressed does the map provider's frame load (titled, lazy), so no third party is
 * contacted before the visitor asks.
 */
export function ClickToLoadMap({ city, province, mapUrl, words: t }: { city: string; province: string; mapUrl: string; words: CityPageWords['map'] }) {
  const [shown, setShown] = useState(false);
  return (
    <Card withBorder radius="lg" padding={0} className="city-map" data-state={shown ? 'loaded' : 'placeholder'} data-testid="city-map">
      {shown ? (
        <iframe src={mapUrl} title={t.frameTitle(city)} loading="lazy" referrerPolicy="no-referrer-when-downgrade" className="city-map-frame" />
      ) : (
        <Stack align="center" justify="center" gap="sm" p="xl" className="city-map-placeholder">
          <Icon name="mapPin" size={40} />
          <Text fw={700} ta="center">
            {t.placeholder(city, province)}
          </Text>
          <Button onClick={() => setShown(true)} variant="filled">
            {t.show}
          </Button>
          <Text size="sm" c="gray.7" ta="center" maw={420}>
            {t.notice}
          </Text>
        </Stack>
      )}
    </Card>
  );
}
