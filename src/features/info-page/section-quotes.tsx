import { QuoteBlock } from '../../shared/ui/quote-block';
import { CardGrid } from '../../shared/ui/layout-grid';
import { SectionHeading, type SectionOf } from './section-parts';

export function QuoteSection({ section }: { section: SectionOf<'quote'> }) {
  return <QuoteBlock quote={section.quote} name={section.name} city={section.city} relation={section.relation} />;
}

export function TestimonialsSection({ section }: { section: SectionOf<'testimonials'> }) {
  return (
    <>
      <SectionHeading {...section} />
      <CardGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {section.items.map((item) => (
          <QuoteBlock key={item.name} quote={item.quote} name={item.name} city={item.city} />
        ))}
      </CardGrid>
    </>
  );
}
