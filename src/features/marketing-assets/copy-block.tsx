import { Button, Card, Group, Title } from '@mantine/core';
import { useRef, type ReactNode } from 'react';
import { MARKETING_ASSETS_PAGE } from '../../content/pages/marketing-assets';
import { copyText } from '../../shared/lib/clipboard';
import { Icon } from '../../shared/ui/icons';
import { useToast } from '../../shared/widgets/toast/toast-provider';

export interface CopyBlockProps {
  /** The block's heading. */
  heading: string;
  /** What the copy button's accessible name calls the block ('Copy Facebook ad'). */
  blockName: string;
  /** Exactly what goes on the clipboard. */
  text: string;
  'data-testid'?: string;
  children: ReactNode;
}

/**
 * One copy block of /marketing-assets: the copy as shown, and a button that puts it on the
 * clipboard ('Copied to clipboard!'). Where the Clipboard API is missing or refused (an
 * insecure origin, a denied permission) the toast says so and the text is selected instead.
 */
export function CopyBlock({ heading, blockName, text, children, 'data-testid': testId }: CopyBlockProps) {
  const page = MARKETING_ASSETS_PAGE;
  const { toast } = useToast();
  const body = useRef<HTMLDivElement>(null);

  const copy = async () => toast((await copyText(text, body.current)) ? page.copied : page.refused);

  return (
    <Card component="article" withBorder radius="lg" padding="lg" data-testid={testId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md" mb="sm">
        <Title order={3} fz="h4">
          {heading}
        </Title>
        <Button
          variant="light"
          size="sm"
          style={{ flexShrink: 0 }}
          leftSection={<Icon name="copy" />}
          aria-label={page.copyLabel(blockName)}
          onClick={() => void copy()}
        >
          {page.copyButton}
        </Button>
      </Group>
      <div ref={body} data-testid="copy-text">
        {children}
      </div>
    </Card>
  );
}
