import { MantineProvider, type MantineColorSchemeManager } from '@mantine/core';
import type { ReactNode } from 'react';
import { MachineObserverProvider, NO_OBSERVER, type MachineObserver } from '../shared/machines/machine-observer';
import { ToastProvider } from '../shared/widgets/toast/toast-provider';
import { Toaster } from '../shared/widgets/toast/toaster';
import { theme } from './theme';

/**
 * The site is light only (forceColorScheme): nothing to read from or write to storage. Mantine's
 * default manager reads localStorage while the provider renders, and a page's first access to
 * storage costs a round trip to the browser in the middle of hydration.
 */
const LIGHT_ONLY: MantineColorSchemeManager = {
  get: () => 'light',
  set: () => {},
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => {},
};

/**
 * Everything every page runs inside: the machine observer (none on the site; tests and the lab
 * pass one), the Mantine theme, and the one toast queue with its view. The browser entry, the
 * prerenderer and the test renderer all use this tree.
 */
export function Providers({ observer = NO_OBSERVER, children }: { observer?: MachineObserver; children: ReactNode }) {
  return (
    <MachineObserverProvider value={observer}>
      {/* The provider's CSS variables and global classes are in the entry's stylesheet
          (src/app/mantine-theme.css, npm run mantine:css): no <style> in <body> (decision 0023). */}
      <MantineProvider theme={theme} forceColorScheme="light" colorSchemeManager={LIGHT_ONLY} withCssVariables={false} withGlobalClasses={false}>
        <ToastProvider>
          {children}
          <Toaster />
        </ToastProvider>
      </MantineProvider>
    </MachineObserverProvider>
  );
}
