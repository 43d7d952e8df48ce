import { TOP_QUALITY_CARE_PAGE } from '../content/info-pages/top-quality-care';
import { InfoPage } from '../features/info-page/info-page';

export default function TopQualityCarePage() {
  return <InfoPage content={TOP_QUALITY_CARE_PAGE} />;
}
