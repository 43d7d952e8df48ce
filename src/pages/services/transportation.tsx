import { TRANSPORTATION_PAGE } from '../../content/info-pages/transportation';
import { ServicePage } from '../../features/info-page/info-page';

export default function TransportationPage() {
  return <ServicePage content={TRANSPORTATION_PAGE} />;
}
