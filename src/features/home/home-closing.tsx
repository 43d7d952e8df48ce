import { Anchor, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { Icon } from '../../shared/ui/icons';
import { ScrollRegion } from '../../shared/ui/scroll-region';
import { HOME_COMPARISON, HOME_FAQ, HOME_FEATURED_QUOTE } from '../../content/pages/home';
import type { HomeWords } from '../../content/pages/home-words';
import { FaqAccordion } from '../../shared/widgets/faq-accordion';
import { QuoteBlock } from '../../shared/ui/quote-block';
import { HomeSection } from './home-sections';

function Verdict({ value, t }: { value: boolean; t: HomeWords['comparison'] }) {
  return (
    <Group gap={6} wrap="nowrap" c={value ? 'hearth.9' : 'gray.7'}>
      <Icon name={value ? 'check' : 'cross'} />
      <Text span fw={700} c="inherit">
        {value ? t.yes : t.no}
      </Text>
    </Group>
  );
}

/** Section 9: the feature comparison. Yes and No are written, not only drawn, for every reader. */
export function HomeComparison({ words: t = HOME_COMPARISON }: { words?: HomeWords['comparison'] }) {
  return (
    <HomeSection id="home-comparison" heading={t.heading}>
      <ScrollRegion label={t.caption} minWidth={320}>
        <Table withTableBorder striped verticalSpacing="sm" fz="md" maw={860} data-testid="home-comparison">
          <Table.Caption className="visually-hidden">{t.caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t.columns.feature}</Table.Th>
              <Table.Th scope="col">{t.columns.us}</Table.Th>
              <Table.Th scope="col">{t.columns.others}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {t.rows.map((row) => (
              <Table.Tr key={row.feature}>
                <Table.Th scope="row">{row.feature}</Table.Th>
                <Table.Td>
                  <Verdict value={row.us} t={t} />
                </Table.Td>
                <Table.Td>
                  <Verdict value={row.others} t={t} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </HomeSection>
  );
}

/** Section 10: one featured client quote. */
export function HomeFeaturedQuote({ words: q = HOME_FEATURED_QUOTE }: { words?: HomeWords['featuredQuote'] }) {
  return (
    <HomeSection id="home-quote" heading={q.heading} cream>
      <div style={{ maxWidth: 820 }}>
        <QuoteBlock quote={q.quote} name={q.name} city={q.city} relation={q.relation} />
      </div>
    </HomeSection>
  );
}

/** The home FAQ (its FAQPage structured data is in the route's meta). */
export function HomeFaq({ words: faq = HOME_FAQ }: { words?: HomeWords['faq'] }) {
  return (
    <HomeSection id="home-faq" heading={faq.heading}>
      <FaqAccordion items={faq.items} testId="home-faq-accordion" />
      <Anchor component={Link} to={faq.more.to} hrefLang={faq.more.hrefLang} fw={700}>
        {faq.more.label}
      </Anchor>
    </HomeSection>
  );
}
