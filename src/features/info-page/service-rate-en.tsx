import type { ServiceType } from '../../content/services';
import { SERVICE_RATE_WORDS } from '../../content/info-pages/service-words';
import { ServiceRate } from './service-rate';

/** The service rate in English, its words fetched with its code (on reach). */
export function ServiceRateEn({ serviceType }: { serviceType: ServiceType }) {
  return <ServiceRate serviceType={serviceType} words={SERVICE_RATE_WORDS} />;
}
