import { FALL_PREVENTION_PAGE } from '../../content/info-pages/fall-prevention';
import { ServicePage } from '../../features/info-page/info-page';

export default function FallPreventionPage() {
  return <ServicePage content={FALL_PREVENTION_PAGE} />;
}
