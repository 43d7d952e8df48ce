import { COMPANIONSHIP_PAGE } from '../../content/info-pages/companionship';
import { ServicePage } from '../../features/info-page/info-page';

export default function CompanionshipPage() {
  return <ServicePage content={COMPANIONSHIP_PAGE} />;
}
