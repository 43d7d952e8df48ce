import type { ServiceType } from '../../content/services';
import { SERVICE_RATE_WORDS_FR } from '../../content/info-pages/fr/rate-words';
import { ServiceRate } from './service-rate';

/** The service rate in Canadian French, its words fetched with its code (on reach). */
export function ServiceRateFr({ serviceType }: { serviceType: ServiceType }) {
  return <ServiceRate serviceType={serviceType} words={SERVICE_RATE_WORDS_FR} />;
}
