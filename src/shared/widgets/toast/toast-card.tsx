// Notification's styles come with this chunk, fetched when the page is idle or at the first toast.
import '@mantine/core/styles/Notification.css';
import { Button, Notification } from '@mantine/core';
import type { ToastView } from '../../../../machines/toast.view';

/** One toast as Mantine's Notification: title, description, optional action, close button. */
export function ToastCard({ toast, destructive, onDismiss }: { toast: NonNullable<ToastView['toast']>; destructive: boolean; onDismiss: () => void }) {
  return (
    <Notification
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
