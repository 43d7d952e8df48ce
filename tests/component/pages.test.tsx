import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MobileMenu } from '../../src/app/layout/mobile-menu';
import NotFoundPage from '../../src/pages/not-found';
import ThankYouPage from '../../src/pages/thank-you';
import { renderWithSite } from '../render';

function CurrentUrl() {
  const location = useLocation();
  return <output data-testid="url">{`${location.pathname}${location.search}`}</output>;
}

describe('not-found page', () => {
  it('refuses an empty search with the destructive toast and keeps the visitor on the page', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithSite(
      <>
        <NotFoundPage />
        <CurrentUrl />
      </>,
      { route: '/gone' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! That Page Isn’t Here Anymore.' })).toBeVisible();
    await user.type(screen.getByRole('searchbox', { name: 'Search our services' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const alert = within(screen.getByTestId('toaster')).getByRole('alert');
    expect(within(alert).getByText('Search is a great idea!')).toBeVisible();
    expect(within(alert).getByText('Please enter something to search for.')).toBeVisible();
    expect(screen.getByTestId('url')).toHaveTextContent('/gone');
  });

  it('searches for the trimmed term', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithSite(
      <Routes>
        <Route
          path="*"
          element={
            <>
              <NotFoundPage />
              <CurrentUrl />
            </>
          }
        />
      </Routes>,
      { route: '/gone' },
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search our services' }), '  dementia care {Enter}');
    expect(screen.getByTestId('url')).toHaveTextContent('/search?q=dementia%20care');
  });

  it('offers the quick links, tiles and buttons of docs/spec/SPEC.md §2.6', () => {
    renderWithSite(<NotFoundPage />);
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    for (const path of [
      '/find-your-care-plan',
      '/contact-us',
      '/services',
      '/careers-join-our-team',
      '/franchise-opportunity',
      '/',
      '/team',
      '/personal-care-services',
      '/dementia-care-brampton',
    ]) {
      expect(hrefs).toContain(path);
    }
  });
});

describe('thank-you page', () => {
  it('says Subscribed! for the newsletter and links home and to the blog', async () => {
    renderWithSite(<ThankYouPage />, { route: '/thank-you?from=newsletter' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscribed!' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Read Our Blog' })).toHaveAttribute('href', '/blog');
  });

  it('says a consultation request is received, to be confirmed by a coordinator, never booked', async () => {
    renderWithSite(<ThankYouPage />, { route: '/thank-you?from=consultation' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Request received' })).toBeVisible();
    const page = screen.getByTestId('thank-you');
    expect(page).toHaveTextContent(/coordinator will call you within one business day to confirm one of the times/);
    expect(page.textContent).not.toMatch(/\bis booked\b|\bconfirmed\b|\bbooking is\b/i);
  });

  it('confirms any other message with the default heading', () => {
    renderWithSite(<ThankYouPage />, { route: '/thank-you?from=unknown' });
    expect(screen.getByRole('heading', { level: 1, name: 'Thank You! Your Message Has Been Received.' })).toBeVisible();
  });
});

describe('mobile menu', () => {
  it('re-opens with the Locations submenu collapsed after the menu was toggled', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithSite(<MobileMenu />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    // The drawer's code loads on first open.
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Locations/ }));
    expect(screen.getByTestId('mobile-menu')).toHaveAttribute('data-state', 'open.expanded');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(within(await screen.findByRole('dialog')).getByRole('button', { name: /Locations/ })).toHaveAttribute('aria-expanded', 'false');
  });
});
