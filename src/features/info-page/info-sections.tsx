import type { InfoSection } from '../../content/info-pages/types';
import { SectionsInFrames, SectionView, type SectionViews } from './section-parts';
import { ChecklistSection, FeaturesSection, PlansSection, StatisticSection, TagsSection } from './sections-common';
import { FaqSection } from './section-faq';
import { ComparisonSection } from './section-comparison';
import { StepsSection } from './section-steps';
import { ScheduleSection } from './section-schedule';
import { QuoteSection, TestimonialsSection } from './section-quotes';

/** Every kind's view, at once (pages render sections on approach: ./info-sections-on-approach.tsx). */
const SECTION_VIEWS: SectionViews = {
  features: FeaturesSection,
  checklist: ChecklistSection,
  plans: PlansSection,
  faq: FaqSection,
  statistic: StatisticSection,
  comparison: ComparisonSection,
  steps: StepsSection,
  tags: TagsSection,
  schedule: ScheduleSection,
  quote: QuoteSection,
  testimonials: TestimonialsSection,
};

/** One section of an information page, drawn by the view of its kind. */
export function InfoSectionView({ section }: { section: InfoSection }) {
  return <SectionView section={section} views={SECTION_VIEWS} />;
}

/** A page's sections in order, each a labelled region on alternating backgrounds. */
export function InfoSections({ sections }: { sections: readonly InfoSection[] }) {
  return <SectionsInFrames sections={sections} views={SECTION_VIEWS} />;
}
