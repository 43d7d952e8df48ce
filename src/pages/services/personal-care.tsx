import { PERSONAL_CARE_PAGE } from '../../content/info-pages/personal-care';
import { ServicePage } from '../../features/info-page/info-page';

export default function PersonalCarePage() {
  return <ServicePage content={PERSONAL_CARE_PAGE} />;
}
