import { TOP_QUALITY_CARE_PAGE } from '../content/info-pages/top-quality-care';
import { InfoPage } from '../features/info-page/info-page';
import { INFO_PAGE_WORDS } from '../content/info-pages/words';
export { TOP_QUALITY_CARE_META as meta } from '../content/info-pages/meta';

export default function TopQualityCarePage() {
  return <InfoPage content={TOP_QUALITY_CARE_PAGE} words={INFO_PAGE_WORDS} />;
}
