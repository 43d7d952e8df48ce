import { Button, Notification } from '@mantine/core';
import { toastView } from '../../../../machines/toast.view';
import { useMachineView } from '../../machines/use-machine';
import { ToastQueue } from './toast-provider';

/**
 * Renders the toast queue's one notification with Mantine's Notification, from the toast view
 * model. The live regions are always in the page so screen readers announce a toast when it
 * appears; destructive ones interrupt (docs/decisions/0010).
 */
export function Toaster() {
  const view = useMachineView(ToastQueue.useActorRef(), toastView);
  const { toast } = view;

  const notification = toast ? (
    <Notification
      key={toast.id}
      data-variant={toast.variant}
      // The surrounding live region announces it; Mantine's default role="alert" would double it.
      role="group"
      aria-label={toast.title ?? 'Notification'}
      title={toast.title}
      color={view.isDestructive ? 'red.8' : 'hearth.7'}
      withBorder
      onClose={view.dismiss}
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
            view.dismiss();
          }}
        >
          {toast.action.label}
        </Button>
      )}
    </Notification>
  ) : null;

  return (
    <section className="toast-region" aria-label="Notifications" data-state={view.dataState} data-testid="toaster">
      <div role="status" aria-live="polite" aria-atomic="true">
        {!view.isDestructive && notification}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {view.isDestructive && notification}
      </div>
    </section>
  );
}
