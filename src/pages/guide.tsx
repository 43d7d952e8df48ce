import { GUIDE_META } from '../content/pages/meta/guide';
import { GuideView } from '../features/guide/guide-view';
import { absoluteUrl } from '../shared/seo/json-ld';
import { guideArticleJsonLd } from '../shared/seo/guide-article-json-ld';
export { GUIDE_META as meta } from '../content/pages/meta/guide';

// The guide's Article block (decision 0028), with the page's chunk.
export const jsonLd = [guideArticleJsonLd(GUIDE_META)];

/** The free guide (docs/spec/DECISIONS.md "The free guide is real"; decision 0028). */
export default function GuidePage() {
  return <GuideView guideUrl={absoluteUrl(GUIDE_META.path)} />;
}
