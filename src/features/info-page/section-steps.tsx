import { StepCards } from '../../shared/ui/step-cards';
import { SectionHeading, type SectionProps } from './section-parts';

export function StepsSection({ section, words }: SectionProps<'steps'>) {
  return (
    <>
      <SectionHeading {...section} />
      <StepCards steps={section.steps} stepLabel={words.stepLabel} />
    </>
  );
}
