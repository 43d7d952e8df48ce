import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { SERVICE_CARE_TYPE } from '../../content/service-care-type';
import type { ServiceType } from '../../content/services';
import type { ServiceRateWords } from '../../content/info-pages/service-words';
import { hourlyRate } from '../../shared/lib/care-rates';

/** The service's hourly rate in the GTA from the calculator's one table, and the calculator set to it (decision 0049), in the page's words. */
export function ServiceRate({ serviceType, words }: { serviceType: ServiceType; words: ServiceRateWords }) {
  // Live-in care is priced by the day: no hourly rate.
  const careType = SERVICE_CARE_TYPE[serviceType];
  if (!careType) return null;
  return (
    <Stack gap={2} data-testid="service-rate">
      <Text fw={700} fz="lg">
        {words.serviceRate(hourlyRate(careType, 'gta'))}
      </Text>
      <Text size="sm">{words.serviceRateNote(careType)}</Text>
      <Anchor component={Link} to={words.calculatorPath(careType, 'gta')} hrefLang={words.calculatorHrefLang} size="sm" fw={600} underline="always">
        {words.serviceRateLink}
      </Anchor>
    </Stack>
  );
}
