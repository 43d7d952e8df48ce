// Notification's styles come with this chunk, fetched when the page is idle or at the first toast.
import '@mantine/core/styles/Notification.css';
import { Button, Notification } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import type { ToastView } from '../../../../machines/toast.view';

/** One toast as Mantine's Notification: title, description, optional action, close button. */
export function ToastCard({ toast, destructive, onDismiss }: { toast: NonNullable<ToastView['toast']>; destructive: boolean; onDismiss: () => void }) {
  const card = useRef<HTMLDivElement>(null);
  // A message never hides the control in use (issue 33): when it would, the page moves up by as
  // much, as focus scrolling does with the dock (global.css).
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (!card.current || !(active instanceof HTMLElement) || active === document.body || card.current.contains(active)) return;
    const c = card.current.getBoundingClientRect();
    const a = active.getBoundingClientRect();
    const overlaps = Math.min(c.right, a.right) > Math.max(c.left, a.left) && Math.min(c.bottom, a.bottom) > Math.max(c.top, a.top);
    if (!overlaps) return;
    // A message at the screen's foot (phones) lifts the control above it; one at the top lowers it.
    const fromFoot = c.top > window.innerHeight / 2;
    window.scrollBy({ top: fromFoot ? a.bottom - c.top + 8 : a.top - c.bottom - 8, behavior: 'instant' });
  }, []);
  return (
    <Notification
      ref={card}
      data-variant={toast.variant}
      // The surrounding live region announces it; Mantine's default role="alert" would double it.
      role="group"
      aria-label={toast.title ?? 'Notification'}
      title={toast.title}
      color={destructive ? 'red.8' : 'hearth.7'}
      withBorder
      onClose={onDismiss}
      closeButtonProps={{ 'aria-label': 'Close notification' }}
    >
      {toast.description}
      {toast.action && (
        <Button
          mt="xs"
          size="xs"
          variant="light"
          onClick={() => {
            toast.action?.onClick();
            onDismiss();
          }}
        >
          {toast.action.label}
        </Button>
      )}
    </Notification>
  );
}
