import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Providers } from '../src/app/providers';
import type { MachineObserver } from '../src/shared/machines/machine-observer';

export interface SiteRenderOptions extends Omit<RenderOptions, 'wrapper'> {
  route?: string;
  observer?: MachineObserver;
}

/** Renders a view inside the site's real provider tree (src/app/providers.tsx) and a router. */
export function renderWithSite(ui: ReactElement, { route = '/', observer, ...options }: SiteRenderOptions = {}) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Providers observer={observer}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </Providers>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}
