import { Anchor, Breadcrumbs, Container, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Crumb } from '../../shared/seo/json-ld';
import { useChromeWords } from './chrome-language';

/** Visible breadcrumbs (service pages: Home > Services > page); the route's JSON-LD mirrors them. */
export function PageBreadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { breadcrumbLabel } = useChromeWords();
  return (
    <Container size="xl" py="sm" component="nav" aria-label={breadcrumbLabel}>
      <Breadcrumbs separator="›" fz="sm">
        {crumbs.map((crumb, i) =>
          i === crumbs.length - 1 ? (
            <Text key={crumb.path} span fz="sm" aria-current="page">
              {crumb.name}
            </Text>
          ) : (
            <Anchor key={crumb.path} component={Link} to={crumb.path} fz="sm">
              {crumb.name}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </Container>
  );
}
