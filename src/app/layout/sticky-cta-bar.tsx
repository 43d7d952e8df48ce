import { Button, Container, Group, Text } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { STICKY_BAR } from '../../content/navigation';
import { LIMITS, PHONE } from '../../content/site';

/** docs/spec/SPEC.md §1: appears once the page is scrolled more than 300 px. */
export function StickyCtaBar() {
  const [scroll] = useWindowScroll();
  const visible = scroll.y > LIMITS.stickyBarThresholdPx;
  return (
    <div data-testid="sticky-cta-bar" data-state={visible ? 'visible' : 'hidden'}>
      {visible && (
        <aside className="sticky-cta-bar" aria-label="Quick actions">
          <Container size="xl" py="xs">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Text fw={600} visibleFrom="sm">
                Care can start in as little as {LIMITS.careStartHours} hours.
              </Text>
              <Group gap="xs" wrap="nowrap" ml="auto">
                <Button component={Link} to={STICKY_BAR.getCarePath} variant="white" color="maple.9">
                  {STICKY_BAR.getCareLabel}
                </Button>
                <Button component="a" href={PHONE.href} variant="outline" color="white" aria-label={`${STICKY_BAR.callLabel}: ${PHONE.display}`}>
                  {STICKY_BAR.callLabel}
                </Button>
              </Group>
            </Group>
          </Container>
        </aside>
      )}
    </div>
  );
}
