import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../src/app/app';
import { preloadPage } from '../../src/app/page-loader';
import { routeForPath } from '../../src/app/routes';
import { theme } from '../../src/app/theme';
import { CONTACT_PAGE } from '../../src/content/pages/contact';
import { ToastProvider } from '../../src/shared/widgets/toast/toast-provider';
import { preloadBelowTheFold } from '../../src/shared/ui/below-the-fold';

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

describe('redirect routes', () => {
  it('carry navigation state on: a service inquiry through a legacy contact path still prefills the message', async () => {
    // As the prerenderer does: the target page's chunk and the parts below the fold (the footer and
    // its words) are loaded, so nothing suspends and nothing arrives after the test has looked.
    await Promise.all([preloadPage(routeForPath('/contact-us')!), preloadBelowTheFold()]);
    await act(async () => {
      render(
        <MantineProvider theme={theme}>
          <ToastProvider>
            <MemoryRouter initialEntries={[{ pathname: '/contact-senior-care-canada', state: { serviceInquiry: 'Respite Care' } }]}>
              <AppRoutes />
              <CurrentPath />
            </MemoryRouter>
          </ToastProvider>
        </MantineProvider>,
      );
    });
    const message = screen.getByRole('textbox', { name: /How can we help/ });
    expect(screen.getByTestId('path')).toHaveTextContent('/contact-us');
    expect(message).toHaveValue(CONTACT_PAGE.serviceInquiryMessage('Respite Care'));
  });
});
