import { Button, Container, Group, Text } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { LIMITS, PHONE } from '../../content/site';
import { useAudienceChrome } from '../audience';
import { useChromeLanguage, useChromeWords } from './chrome-language';
import { ChromeLinkText, chromeLinkAttributes } from './chrome-link';

/**
 * docs/spec/SPEC.md §1: appears once the page is scrolled more than 300 px. It speaks to the
 * route's audience (src/app/audience.ts): 'Get Care Now' and 'Call Us' to families, 'Apply Now'
 * and 'Call Recruiting' to applicants.
 */
export function StickyCtaBar() {
  const [scroll] = useWindowScroll();
  const { audience, chrome } = useAudienceChrome();
  const language = useChromeLanguage();
  const words = useChromeWords();
  const bar = chrome.stickyBar;
  const visible = scroll.y > LIMITS.stickyBarThresholdPx;
  return (
    <div data-testid="sticky-cta-bar" data-state={visible ? 'visible' : 'hidden'} data-audience={audience} {...language}>
      {visible && (
        <aside className="sticky-cta-bar" aria-label={words.stickyBarLabel}>
          <Container size="xl">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Text fw={600} visibleFrom="sm">
                {bar.note}
              </Text>
              <Group className="sticky-cta-actions" gap="xs" wrap="nowrap" ml="auto">
                <Button component={Link} to={bar.action.to} {...chromeLinkAttributes(bar.action)} variant="white" color="maple.9">
                  <ChromeLinkText link={bar.action} />
                </Button>
                <Button component="a" href={PHONE.href} variant="outline" color="white" aria-label={words.callName(bar.callLabel, PHONE.display)}>
                  {bar.callLabel}
                </Button>
              </Group>
            </Group>
          </Container>
        </aside>
      )}
    </div>
  );
}
