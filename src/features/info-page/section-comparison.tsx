import { Table } from '@mantine/core';
import { ScrollRegion } from '../../shared/ui/scroll-region';
import { SectionHeading, type SectionOf } from './section-parts';

export function ComparisonSection({ section }: { section: SectionOf<'comparison'> }) {
  return (
    <>
      <SectionHeading {...section} />
      <ScrollRegion label={section.caption} minWidth={520}>
        <Table striped withTableBorder withColumnBorders verticalSpacing="sm" fz="md" captionSide="top">
          <Table.Caption className="visually-hidden">{section.caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {section.columns.map((column) => (
                <Table.Th key={column} scope="col">
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {section.rows.map((row) => (
              <Table.Tr key={row.aspect}>
                <Table.Th scope="row">{row.aspect}</Table.Th>
                {row.values.map((value, i) => (
                  <Table.Td key={i}>{value}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </>
  );
}
