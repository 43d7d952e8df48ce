// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leadArrived } from '../../src/shared/forms/lead-arrived';
import { forgetArrivedSubmissions, markArrived, markSent, startNewSubmission, submissionIdOf, submissionOf } from '../../src/shared/forms/submission-record';

/** The key of the contact form on /contact-us, as its draft's. */
const KEY = 'lead-draft:/contact-us#contact-form';
const FIRST_ID = '6f1c2a9e-0d4b-4c8e-9a53-2b7e5d1f8c40';
const SECOND_ID = '0b8e4d2c-7a1f-4e39-8c65-d3f2a1b9e047';

describe("a lead form's submission in this tab (decision 0091)", () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });
  const ids = (...values: string[]) => {
    const next = [...values];
    vi.stubGlobal('crypto', { randomUUID: () => next.shift() });
  };

  it('is unknown before the form is sent', () => {
    expect(submissionOf(KEY)).toBeNull();
  });

  it('has a new id until sent, then the one it was sent with (the office sees one request when it is sent again)', () => {
    ids(FIRST_ID, SECOND_ID);
    expect(submissionIdOf(KEY)).toBe(FIRST_ID);
    // Not kept until it is sent: another look makes another.
    expect(submissionIdOf(KEY)).toBe(SECOND_ID);
    expect(markSent(KEY, FIRST_ID, 1000)).toEqual({ id: FIRST_ID, sentAt: 1000 });
    expect(submissionIdOf(KEY)).toBe(FIRST_ID);
    expect(markSent(KEY, FIRST_ID, 5000)).toEqual({ id: FIRST_ID, sentAt: 5000 });
    expect(submissionOf(KEY)).toEqual({ id: FIRST_ID, sentAt: 5000 });
    expect(submissionOf('lead-draft:/#footer-newsletter-form')).toBeNull();
  });

  it('is marked arrived only once sent, and a send after arriving is not arrived any more', () => {
    markArrived(KEY, 2000, '/thank-you?from=contact-page');
    expect(submissionOf(KEY)).toBeNull();
    markSent(KEY, FIRST_ID, 1000);
    markArrived(KEY, 2000, '/thank-you?from=contact-page');
    expect(submissionOf(KEY)).toEqual({ id: FIRST_ID, sentAt: 1000, arrivedAt: 2000, arrivedOn: '/thank-you?from=contact-page' });
    expect(markSent(KEY, FIRST_ID, 3000)).toEqual({ id: FIRST_ID, sentAt: 3000 });
  });

  it('a new request gets a new id and nothing sent', () => {
    ids(SECOND_ID);
    markSent(KEY, FIRST_ID, 1000);
    expect(startNewSubmission(KEY)).toEqual({ id: SECOND_ID });
    expect(submissionOf(KEY)).toEqual({ id: SECOND_ID });
  });

  it('ignores what is not a record (an old or hand-edited entry)', () => {
    sessionStorage.setItem('maple-hearth:submissions', JSON.stringify({ [KEY]: { id: 7, sentAt: 1 }, other: { id: 'x', sentAt: 'noon' } }));
    expect(submissionOf(KEY)).toBeNull();
    expect(submissionOf('other')).toBeNull();
    sessionStorage.setItem('maple-hearth:submissions', 'not json');
    expect(submissionOf(KEY)).toBeNull();
  });

  it("the thank-you page marks the post that led to it arrived, and forgets what was sent and the family's drafts", () => {
    markSent(KEY, FIRST_ID, 1000);
    sessionStorage.setItem('maple-hearth:last-sent', JSON.stringify({ from: 'contact-page', fields: [['name', 'Maria Santos']], submission: KEY }));
    sessionStorage.setItem('lead-draft:/contact-us#contact-form', JSON.stringify({ name: 'Maria Santos' }));
    window.history.replaceState(null, '', '/thank-you?from=contact-page');
    leadArrived('contact-page', 4000);
    expect(submissionOf(KEY)).toEqual({ id: FIRST_ID, sentAt: 1000, arrivedAt: 4000, arrivedOn: '/thank-you?from=contact-page' });
    expect(sessionStorage.getItem('maple-hearth:last-sent')).toBeNull();
    expect(sessionStorage.getItem('lead-draft:/contact-us#contact-form')).toBeNull();
  });

  it('a thank-you page another form leads to marks nothing arrived (but forgets all the same)', () => {
    markSent(KEY, FIRST_ID, 1000);
    sessionStorage.setItem('maple-hearth:last-sent', JSON.stringify({ from: 'contact-page', fields: [], submission: KEY }));
    leadArrived('job-application', 4000);
    expect(submissionOf(KEY)).toEqual({ id: FIRST_ID, sentAt: 1000 });
    expect(sessionStorage.getItem('maple-hearth:last-sent')).toBeNull();
  });

  it('once the family moves on, the requests that arrived are forgotten (not on the thank-you page itself), those that may not have stay', () => {
    markSent(KEY, FIRST_ID, 1000);
    markArrived(KEY, 2000, '/thank-you?from=contact-page');
    markSent('lead-draft:/careers#job-application-form', SECOND_ID, 3000);
    // The thank-you page's own forms (the footer's newsletter) appear there: nothing is forgotten yet.
    forgetArrivedSubmissions('/thank-you?from=contact-page');
    expect(submissionOf(KEY)).toEqual({ id: FIRST_ID, sentAt: 1000, arrivedAt: 2000, arrivedOn: '/thank-you?from=contact-page' });
    // Back (or again) on the form's own page: kept, so the form can say the request arrived.
    forgetArrivedSubmissions('/contact-us');
    expect(submissionOf(KEY)).toEqual({ id: FIRST_ID, sentAt: 1000, arrivedAt: 2000, arrivedOn: '/thank-you?from=contact-page' });
    forgetArrivedSubmissions('/about-us');
    expect(submissionOf(KEY)).toBeNull();
    expect(submissionOf('lead-draft:/careers#job-application-form')).toEqual({ id: SECOND_ID, sentAt: 3000 });
    markArrived('lead-draft:/careers#job-application-form', 4000, '/thank-you?from=job-application');
    forgetArrivedSubmissions('/');
    // Nothing left: the entry itself is gone.
    expect(sessionStorage.getItem('maple-hearth:submissions')).toBeNull();
  });
});
