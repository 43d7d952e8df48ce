import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useFormWords } from './form-words';

/**
 * What the data is for, with the privacy link: under every form that sends what a visitor types
 * (the contact and application forms, the consultation request, the chat's handover and offline
 * message). `inverted` on a dark band. Outside src/shared/ui on purpose: the bundler's `site`
 * group (vite.config.ts), which every page fetches, takes what many chunks share in src/shared/ui
 * with all it imports, and this would bring the forms' words (src/content/forms.ts) to pages with
 * no form. In the page's language, with its privacy policy (`useFormWords`, decision 0068).
 */
export function FormPurpose({ inverted = false }: { inverted?: boolean }) {
  const purpose = useFormWords().purpose;
  return (
    <Text fz="xs" c={inverted ? '#f4ece6' : 'dimmed'}>
      {purpose.text}{' '}
      <Anchor component={Link} to={purpose.privacyPath} fz="xs" c={inverted ? 'white' : undefined} underline="always">
        {purpose.linkLabel}
      </Anchor>
      .
    </Text>
  );
}
