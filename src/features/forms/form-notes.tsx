import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { FORM_PURPOSE, INVALID_SUMMARY, PRIVACY_POLICY_PATH } from '../../content/forms';

/** What the data is for, with the privacy link (under every contact and application form). */
export function FormPurpose({ inverted = false }: { inverted?: boolean }) {
  return (
    <Text fz="xs" c={inverted ? '#f4ece6' : 'dimmed'}>
      {FORM_PURPOSE.text}{' '}
      <Anchor component={Link} to={PRIVACY_POLICY_PATH} fz="xs" c={inverted ? 'white' : undefined} underline="always">
        {FORM_PURPOSE.linkLabel}
      </Anchor>
      .
    </Text>
  );
}

/** Announced when the browser refuses a submit: names the fields, keeps what was typed. */
export function InvalidSummary({ fields }: { fields: readonly string[] }) {
  return (
    <div aria-live="polite">
      {fields.length > 0 && (
        <Alert
          color="red"
          variant="light"
          title="Some details need attention"
          data-testid="invalid-summary"
          // Mantine's light-variant red title is under 4.5:1 on its tint; this red is 7:1.
          styles={{ title: { color: '#8f1d1d' }, message: { color: '#2b211c' } }}
        >
          {INVALID_SUMMARY(fields)}
        </Alert>
      )}
    </div>
  );
}
