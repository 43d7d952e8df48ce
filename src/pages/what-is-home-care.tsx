import { WHAT_IS_HOME_CARE_PAGE } from '../content/info-pages/what-is-home-care';
import { InfoPage } from '../features/info-page/info-page';
import { INFO_PAGE_WORDS } from '../content/info-pages/words';
export { WHAT_IS_HOME_CARE_META as meta } from '../content/info-pages/meta';

export default function WhatIsHomeCarePage() {
  return <InfoPage content={WHAT_IS_HOME_CARE_PAGE} words={INFO_PAGE_WORDS} />;
}
