import { describe, expect, it } from 'vitest';
import { audienceFor } from '../../src/app/audience';
import { PAGE_ROUTES, routeForPath } from '../../src/app/routes';
import { THANK_YOU_SOURCE } from '../../src/content/forms';

describe('audienceFor: who the chrome speaks to on a route', () => {
  const byForm = { param: 'from', values: { 'job-application': 'applicants' } } as const;

  it('families without a rule, the rule’s own audience, or the one its query value names', () => {
    expect(audienceFor(undefined, '?from=job-application')).toBe('families');
    expect(audienceFor('applicants', '')).toBe('applicants');
    expect(audienceFor(byForm, '?from=job-application')).toBe('applicants');
    expect(audienceFor(byForm, 'from=job-application&x=1')).toBe('applicants');
  });

  it('families for any other value, none, or a name an object has of its own (toString)', () => {
    for (const search of ['', '?from=newsletter', '?from=', '?other=job-application', '?from=toString', '?from=constructor']) {
      expect(audienceFor(byForm, search)).toBe('families');
    }
  });
});

describe('the route registry', () => {
  it('speaks to applicants on /careers and after the job application, to families everywhere else', () => {
    expect(routeForPath('/careers')?.meta.audience).toBe('applicants');
    const thankYou = routeForPath('/thank-you')?.meta.audience;
    expect(audienceFor(thankYou, `?from=${THANK_YOU_SOURCE['job-application']}`)).toBe('applicants');
    for (const from of Object.values(THANK_YOU_SOURCE).filter((f) => f !== 'job-application')) {
      expect(audienceFor(thankYou, `?from=${from}`)).toBe('families');
    }
    const elsewhere = PAGE_ROUTES.filter((r) => r.path !== '/careers' && r.path !== '/thank-you');
    expect(elsewhere.filter((r) => r.meta.audience !== undefined).map((r) => r.path)).toEqual([]);
  });
});
