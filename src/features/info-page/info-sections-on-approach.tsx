import { belowTheFold } from '../../shared/ui/below-the-fold';
import type { InfoSection } from '../../content/info-pages/types';
import type { InfoPageWords } from '../../content/info-pages/words';
import { SectionsInFrames, type SectionViews } from './section-parts';

/**
 * Each kind's view, hydrated section by section as the visitor nears it. The frames and headings'
 * HTML is there at once; a section's code (Mantine's Table with its scroll container, Timeline,
 * the accordion and its inputs...) is fetched only when that section comes near, so a page whose
 * first section is in the first screen does not fetch every kind's code for the sections below it
 * (decision 0025).
 */
const VIEWS_ON_APPROACH: SectionViews = {
  features: belowTheFold(() => import('./sections-common').then((m) => m.FeaturesSection)),
  checklist: belowTheFold(() => import('./sections-common').then((m) => m.ChecklistSection)),
  plans: belowTheFold(() => import('./sections-common').then((m) => m.PlansSection)),
  statistic: belowTheFold(() => import('./sections-common').then((m) => m.StatisticSection)),
  tags: belowTheFold(() => import('./sections-common').then((m) => m.TagsSection)),
  faq: belowTheFold(() => import('./section-faq').then((m) => m.FaqSection)),
  comparison: belowTheFold(() => import('./section-comparison').then((m) => m.ComparisonSection)),
  steps: belowTheFold(() => import('./section-steps').then((m) => m.StepsSection)),
  schedule: belowTheFold(() => import('./section-schedule').then((m) => m.ScheduleSection)),
  quote: belowTheFold(() => import('./section-quotes').then((m) => m.QuoteSection)),
  testimonials: belowTheFold(() => import('./section-quotes').then((m) => m.TestimonialsSection)),
};

/** The information sections of a page, below its first screen on every page that has them, with the template's words in the page's language. */
export function InfoSectionsOnApproach({ sections, words }: { sections: readonly InfoSection[]; words: InfoPageWords }) {
  return <SectionsInFrames sections={sections} views={VIEWS_ON_APPROACH} words={words} />;
}
