import { LIVE_IN_PAGE } from '../../content/info-pages/live-in';
import { ServicePage } from '../../features/info-page/info-page';

export default function LiveInCarePage() {
  return <ServicePage content={LIVE_IN_PAGE} />;
}
