import { Box, Button, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { JOB_POSTING_TEXT, JOB_ROLES, ROLE_QUERY_PARAM, payRangeText } from '../../content/jobs';
import { APPLY_SECTION_ID } from '../../content/navigation';
import { CardGrid } from '../../shared/ui/layout-grid';

/**
 * The open roles as postings (docs/spec/DECISIONS.md "Pay ranges on /careers", Ontario's Working for Workers
 * Act): what the role is, its pay range, whether it is an existing vacancy, and that no Canadian
 * experience is required. Each statement is a term and its description. Each posting's button
 * leads to the application with its role chosen (`?role=<id>#apply-now`).
 */
export function JobPostings() {
  const text = JOB_POSTING_TEXT;
  return (
    <CardGrid cols={{ base: 1, sm: 2 }} spacing="lg" component="ul" className="plain-list" data-testid="job-postings">
      {JOB_ROLES.map((role) => (
        <Card key={role.title} component="li" withBorder radius="md" padding="lg">
          <Stack gap="xs">
            <Title order={3} fz="h4">
              {role.title}
            </Title>
            <Text>{role.text}</Text>
            <Box component="dl" m={0}>
              <Text component="dt" fw={700}>
                {text.payLabel}
              </Text>
              <Text component="dd" m={0} mb={6} data-testid="job-pay">
                {payRangeText(role.pay)}
              </Text>
              <Text component="dt" fw={700}>
                {text.vacancyLabel}
              </Text>
              <Text component="dd" m={0} mb={6}>
                {text.vacancy(role.existingVacancy)}
              </Text>
              <Text component="dt" fw={700}>
                {text.experienceLabel}
              </Text>
              <Text component="dd" m={0}>
                {text.experience}
              </Text>
            </Box>
            <Button
              component={Link}
              to={{ search: `?${new URLSearchParams({ [ROLE_QUERY_PARAM]: role.id })}`, hash: APPLY_SECTION_ID }}
              variant="outline"
              w="fit-content"
              aria-label={text.applyName(role.title)}
            >
              {text.apply}
            </Button>
          </Stack>
        </Card>
      ))}
    </CardGrid>
  );
}
