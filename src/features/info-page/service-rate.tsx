import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { SERVICE_CARE_TYPE } from '../../content/service-care-type';
import type { ServiceType } from '../../content/services';
import { calculatorPath, PRICE_STORY } from '../../content/price-story';
import { hourlyRate } from '../../shared/lib/care-rates';

/** The service's hourly rate in the GTA from the calculator's one table, and the calculator set to it (decision 0049). */
export function ServiceRate({ serviceType }: { serviceType: ServiceType }) {
  // Live-in care is priced by the day: no hourly rate.
  const careType = SERVICE_CARE_TYPE[serviceType];
  if (!careType) return null;
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

