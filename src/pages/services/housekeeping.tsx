import { HOUSEKEEPING_PAGE } from '../../content/info-pages/housekeeping';
import { ServicePage } from '../../features/info-page/info-page';

export default function HousekeepingPage() {
  return <ServicePage content={HOUSEKEEPING_PAGE} />;
}
