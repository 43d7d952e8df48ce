import { Button, Notification } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { stateName } from '../../../../machines/state-name';
import { ToastQueue } from './toast-provider';

/**
 * Renders the toast machine's current notification with Mantine. The live regions are always in
 * the page so screen readers announce a toast when it appears; destructive ones interrupt.
 */
export function Toaster() {
  const actor = ToastQueue.useActorRef();
  const state = useSelector(actor, (s) => stateName(s.value));
  const toast = useSelector(actor, (s) => s.context.current);
  const destructive = toast?.variant === 'destructive';

  const notification = toast ? (
    <Notification
      key={toast.id}
      data-variant={toast.variant}
      // The surrounding live region announces it; Mantine's default role="alert" would double it.
      role="group"
      aria-label={toast.title ?? 'Notification'}
      title={toast.title}
      color={destructive ? 'red.8' : 'hearth.7'}
      withBorder
      onClose={() => actor.send({ type: 'DISMISS' })}
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
            actor.send({ type: 'DISMISS' });
          }}
        >
          {toast.action.label}
        </Button>
      )}
    </Notification>
  ) : null;

  return (
    <section className="toast-region" aria-label="Notifications" data-state={state} data-testid="toaster">
      <div role="status" aria-live="polite" aria-atomic="true">
        {!destructive && notification}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {destructive && notification}
      </div>
    </section>
  );
}
