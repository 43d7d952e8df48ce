import { SERVICE_AREA } from '../../service-area';
import { PHONE } from '../../site';

export const CONTACT_META = {
  title: 'Contact Us | Maple Hearth Home Care',
  description: `Call ${PHONE.display}, send a message or visit our Brampton hub. Free, no-obligation senior care consultations in ${SERVICE_AREA.summary}.`,
} as const;
