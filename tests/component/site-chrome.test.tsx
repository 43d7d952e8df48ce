import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Header } from '../../src/app/layout/header';
import { StickyCtaBar } from '../../src/app/layout/sticky-cta-bar';
import { CHROME, type Audience } from '../../src/content/navigation';
import { PHONE } from '../../src/content/site';
import { renderWithSite } from '../render';

/** The chrome around a page, scrolled past the sticky bar's threshold so the bar shows. */
function renderChrome(route: string) {
  const view = renderWithSite(
    <>
      <Header />
      <StickyCtaBar />
      <Link to="/thank-you?from=job-application">to the application's thank-you</Link>
    </>,
    { route },
  );
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
  return view;
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

/** The header's primary button (both its widths) and the sticky bar speak to one audience. */
function expectChromeFor(audience: Audience) {
  const { primary, stickyBar } = CHROME[audience];
  const banner = screen.getByRole('banner');
  expect(banner).toHaveAttribute('data-audience', audience);
  // Two buttons, one shown per width: the label, and the short label on the narrowest phones.
  const buttons = [primary.label, primary.shortLabel].flatMap((label) => within(banner).getAllByRole('link', { name: label }));
  expect(new Set(buttons).size).toBe(2);
  for (const button of buttons) expect(button).toHaveAttribute('href', primary.to);
  const bar = screen.getByRole('complementary', { name: 'Quick actions' });
  expect(screen.getByTestId('sticky-cta-bar')).toHaveAttribute('data-audience', audience);
  expect(bar).toHaveTextContent(stickyBar.note);
  expect(within(bar).getByRole('link', { name: stickyBar.action.label })).toHaveAttribute('href', stickyBar.action.to);
  expect(within(bar).getByRole('link', { name: `${stickyBar.callLabel}: ${PHONE.display}` })).toHaveAttribute('href', PHONE.href);
}

describe('the chrome speaks to who is reading (the route registry decides)', () => {
  it('families everywhere by default: Book a Free Consultation, Get Care Now, Call Us', () => {
    renderChrome('/');
    expectChromeFor('families');
    expect(CHROME.families.primary.label).toBe('Book a Free Consultation');
    expect(CHROME.families.stickyBar.action.label).toBe('Get Care Now');
    expect(CHROME.families.stickyBar.callLabel).toBe('Call Us');
  });

  it('applicants on /careers: Apply Now to the application form, Call Recruiting to the number', () => {
    renderChrome('/careers');
    expectChromeFor('applicants');
    expect(CHROME.applicants.primary).toMatchObject({ label: 'Apply Now', to: '/careers#apply-now' });
    expect(CHROME.applicants.stickyBar.callLabel).toBe('Call Recruiting');
  });

  it("applicants on the job application's /thank-you", () => {
    renderChrome('/thank-you?from=job-application');
    expectChromeFor('applicants');
  });

  it("families on another form's /thank-you, and applicants once the visitor arrives from the application", async () => {
    const user = userEvent.setup({ delay: null });
    renderChrome('/thank-you?from=newsletter');
    expectChromeFor('families');
    await user.click(screen.getByRole('link', { name: "to the application's thank-you" }));
    expectChromeFor('applicants');
  });

  it('families on a page next to /careers (the franchise)', () => {
    renderChrome('/franchise');
    expectChromeFor('families');
  });

  it("the phone menu ends with the audience's primary button too", async () => {
    const user = userEvent.setup({ delay: null });
    renderChrome('/careers');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog');
    expect(within(menu).getByRole('link', { name: CHROME.applicants.primary.label })).toHaveAttribute('href', CHROME.applicants.primary.to);
    expect(within(menu).queryByRole('link', { name: CHROME.families.primary.label })).not.toBeInTheDocument();
  });
});
