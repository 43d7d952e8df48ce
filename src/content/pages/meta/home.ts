import { SERVICE_AREA } from '../../service-area';
import { BRAND } from '../../site';

export const HOME_META = {
  // docs/spec/DECISIONS.md "Where the company works": the whole company's area, from the city list.
  title: `In-Home Senior Care in ${SERVICE_AREA.summaryTitle} | ${BRAND}`,
  description:
    'Vetted, insured and culturally matched caregivers for seniors at home: personal care, companionship, dementia, respite and 24/7 live-in care. Free consultation.',
} as const;
