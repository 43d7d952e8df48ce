import { DEMENTIA_PAGE } from '../../content/info-pages/dementia';
import { ServicePage } from '../../features/info-page/info-page';

export default function DementiaCarePage() {
  return <ServicePage content={DEMENTIA_PAGE} />;
}
