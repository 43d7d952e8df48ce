import { FaqAccordion } from '../../shared/widgets/faq-accordion';
import { SectionHeading, type SectionOf } from './section-parts';

export function FaqSection({ section }: { section: SectionOf<'faq'> }) {
  return (
    <>
      <SectionHeading {...section} />
      <FaqAccordion items={section.items} testId={`${section.id}-accordion`} />
    </>
  );
}
