import { MantineProvider } from '@mantine/core';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { MachineInspectorProvider, type MachineInspector } from '../src/app/machine-inspector';
import { theme } from '../src/app/theme';
import { ToastProvider } from '../src/features/toast/toast-provider';
import { Toaster } from '../src/features/toast/toaster';

export interface SiteRenderOptions extends Omit<RenderOptions, 'wrapper'> {
  route?: string;
  inspect?: MachineInspector;
}

/** Renders a view inside the site's real providers: Mantine theme, toast queue, router. */
export function renderWithSite(ui: ReactElement, { route = '/', inspect, ...options }: SiteRenderOptions = {}) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MachineInspectorProvider value={inspect}>
      <MantineProvider theme={theme}>
        <ToastProvider>
          <MemoryRouter initialEntries={[route]}>
            {children}
            <Toaster />
          </MemoryRouter>
        </ToastProvider>
      </MantineProvider>
    </MachineInspectorProvider>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}
