import { Anchor, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { Icon } from '../../shared/ui/icons';
import { ScrollRegion } from '../../shared/ui/scroll-region';
import { HOME_COMPARISON, HOME_FAQ, HOME_FEATURED_QUOTE } from '../../content/pages/home';
import { FaqAccordion } from '../../shared/widgets/faq-accordion';
import { QuoteBlock } from '../../shared/ui/quote-block';
import { HomeSection } from './home-sections';

function Verdict({ value }: { value: boolean }) {
  const t = HOME_COMPARISON;
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
export function HomeComparison() {
  const t = HOME_COMPARISON;
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
                  <Verdict value={row.us} />
                </Table.Td>
                <Table.Td>
                  <Verdict value={row.others} />
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
export function HomeFeaturedQuote() {
  const q = HOME_FEATURED_QUOTE;
  return (
    <HomeSection id="home-quote" heading={q.heading} cream>
      <div style={{ maxWidth: 820 }}>
        <QuoteBlock quote={q.quote} name={q.name} city={q.city} relation={q.relation} />
      </div>
    </HomeSection>
  );
}

/** The home FAQ (its FAQPage structured data is in the route's meta). */
export function HomeFaq() {
  return (
    <HomeSection id="home-faq" heading={HOME_FAQ.heading}>
      <FaqAccordion items={HOME_FAQ.items} testId="home-faq-accordion" />
      <Anchor component={Link} to={HOME_FAQ.more.to} fw={700}>
        {HOME_FAQ.more.label}
      </Anchor>
    </HomeSection>
  );
}
