import { GUIDE_META } from '../content/pages/meta';
import { GuideView } from '../features/guide/guide-view';
import { absoluteUrl } from '../shared/seo/json-ld';

/** The free guide (docs/spec/DECISIONS.md "The free guide is real"; decision 0028). */
export default function GuidePage() {
  return <GuideView guideUrl={absoluteUrl(GUIDE_META.path)} />;
}
