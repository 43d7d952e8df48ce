// Notification's styles come with this chunk, fetched by the first toast (./toaster.tsx).
import '@mantine/core/styles/Notification.css';
import { Button, Notification } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import type { ToastView } from '../../../../machines/toast/toast.view';

/** One toast as Mantine's Notification: title, description, optional action, close button. */
export function ToastCard({ toast, destructive, onDismiss }: { toast: NonNullable<ToastView['toast']>; destructive: boolean; onDismiss: () => void }) {
  const card = useRef<HTMLDivElement>(null);
  // A message never hides the control in use (decisions 0035 and 0043): when it would, as it comes or as
  // focus moves while it is shown, the page moves by as much, as focus scrolling does with the dock
  // (global.css).
  useLayoutEffect(() => {
    const clear = () => {
      const own = card.current;
      const active = document.activeElement;
      if (!own || !active || active === document.body || own.contains(active)) return;
      const c = own.getBoundingClientRect();
      const a = active.getBoundingClientRect();
      // A message at the screen's foot (phones) lifts the control above it; one at the top lowers it.
      if (a.right > c.left && c.right > a.left && a.bottom > c.top && c.bottom > a.top)
        scrollBy(0, c.top > innerHeight / 2 ? a.bottom - c.top + 8 : a.top - c.bottom - 8);
    };
    clear();
    // Later, only the keyboard's focus (Tab): a tap or a click that focuses a control must land where it was aimed.
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.matches(':focus-visible')) clear();
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
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
      {/* A space between the title and the description, which a browser does not draw at the
          start of a line: readers that take a live region's text whole (textContent) would run
          "Information" and "Please" together (decision 0045). */}{' '}
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
