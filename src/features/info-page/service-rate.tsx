import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { CareTypeId } from '../../../machines/care-cost/care-cost.rules';
import { calculatorPath, PRICE_STORY } from '../../content/price-story';
import { hourlyRate } from '../../shared/lib/care-rates';

/** The service's hourly rate in the GTA from the calculator's one table, and the calculator set to it (decision 0049). */
export function ServiceRate({ careType }: { careType: CareTypeId }) {
  return (
    <Stack gap={2} data-testid="service-rate">
      <Text fw={700} fz="lg">
        {PRICE_STORY.serviceRate(hourlyRate(careType, 'gta'))}
      </Text>
      <Text size="sm">{PRICE_STORY.serviceRateNote(careType)}</Text>
      <Anchor component={Link} to={calculatorPath(careType, 'gta')} size="sm" fw={600} underline="always">
        {PRICE_STORY.serviceRateLink}
      </Anchor>
    </Stack>
  );
}

