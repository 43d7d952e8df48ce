import { SERVICE_AREA } from '../../service-area';

export const SERVICES_META = {
  title: 'Our In-Home Senior Care Services | Maple Hearth Home Care',
  description: `Ten in-home care services for seniors in ${SERVICE_AREA.summary}: personal care, companionship, dementia, respite, live-in, end-of-life, meals, housekeeping, rides and more.`,
} as const;
