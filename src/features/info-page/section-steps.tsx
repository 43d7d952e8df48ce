import { StepCards } from '../../shared/ui/step-cards';
import { SectionHeading, type SectionOf } from './section-parts';

export function StepsSection({ section }: { section: SectionOf<'steps'> }) {
  return (
    <>
      <SectionHeading {...section} />
      <StepCards steps={section.steps} />
    </>
  );
}
