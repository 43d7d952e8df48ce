import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { MachineObserverProvider, NO_OBSERVER, type MachineObserver } from '../shared/machines/machine-observer';
import { ToastProvider } from '../shared/widgets/toast/toast-provider';
import { Toaster } from '../shared/widgets/toast/toaster';
import { theme } from './theme';

/**
 * Everything every page runs inside: the machine observer (none on the site; tests and the lab
 * pass one), the Mantine theme, and the one toast queue with its view. The browser entry, the
 * prerenderer and the test renderer all use this tree.
 */
export function Providers({ observer = NO_OBSERVER, children }: { observer?: MachineObserver; children: ReactNode }) {
  return (
    <MachineObserverProvider value={observer}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <ToastProvider>
          {children}
          <Toaster />
        </ToastProvider>
      </MantineProvider>
    </MachineObserverProvider>
  );
}
