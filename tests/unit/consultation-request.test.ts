import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  areTimesChosen,
  lapsedWindows,
  emptyConsultationAnswers,
  fieldsToFix,
  isCanadianPostalCode,
  isWhoAndWhereGiven,
  normalisedPostalCode,
  parseConsultationDraft,
  withWindow,
} from '../../machines/consultation-request/consultation-request.rules';
import { isContactComplete } from '../../machines/shared/contact-rules';
import { consultationRequestMachine } from '../../machines/consultation-request/consultation-request.machine';
import { consultationCalendar, startsOnOffer } from '../../machines/consultation-request/consultation-windows';
import { consultationRequestView } from '../../machines/consultation-request/consultation-request.view';
import { CONSULTATION_HOURS } from '../../src/content/consultation';

const NOW = new Date('2031-03-05T19:00:00.000Z'); // Wednesday 2:00 PM in Toronto
const AT = NOW.getTime();
const start = () => createActor(consultationRequestMachine, { input: { clock: AT, hours: CONSULTATION_HOURS } }).start();
/** The view model on a view whose clock reads NOW (or what `clock` returns). */
const viewOf = (actor: ReturnType<typeof start>, clock: () => number = () => AT) => consultationRequestView(actor.getSnapshot(), actor.send, clock);
/** A draft whose every step is answered, to reach any step with Next. */
const ANSWERED_DRAFT = {
  ...emptyConsultationAnswers(),
  relationship: 'Myself',
  city: 'Brampton',
  kind: 'Phone call',
  contact: { name: 'Amrit Gill', phone: '905-555-0147', email: 'amrit@example.ca', note: '' },
};

describe('consultation request rules', () => {
  it('checks a Canadian postal code for its shape', () => {
    for (const ok of ['L6P 1A1', 'l6p1a1', ' K7L 3N6 ', 'V6B 4Y8']) expect(isCanadianPostalCode(ok), ok).toBe(true);
    for (const bad of ['90210', 'L6P', 'D6P 1A1', 'W6P 1A1', 'L6P 1O1', 'L6P  1A1', 'L6P-1A1', '']) expect(isCanadianPostalCode(bad), bad).toBe(false);
    expect(normalisedPostalCode(' l6p1a1 ')).toBe('L6P 1A1');
    expect(normalisedPostalCode('90210')).toBe('90210');
  });

  it('needs who and where, with a postal code for a place outside the list', () => {
    const a = { ...emptyConsultationAnswers(), relationship: 'My Mother' };
    expect(isWhoAndWhereGiven(a)).toBe(false);
    expect(isWhoAndWhereGiven({ ...a, city: 'Brampton' })).toBe(true);
    expect(isWhoAndWhereGiven({ ...a, city: 'Other' })).toBe(false);
    expect(isWhoAndWhereGiven({ ...a, city: 'Other', postalCode: 'K7L' })).toBe(false);
    expect(isWhoAndWhereGiven({ ...a, city: 'Other', postalCode: 'K7L 3N6' })).toBe(true);
  });

  it('keeps one to three windows, soonest first, gives one up when unchosen, and the same choice told twice counts once', () => {
    const [a, b, c, d] = ['2031-03-07T10:00:00-05:00', '2031-03-06T10:00:00-05:00', '2031-03-06T09:00:00-05:00', '2031-03-08T10:00:00-05:00'] as const;
    let windows = withWindow([], a, true);
    windows = withWindow(windows, b, true);
    windows = withWindow(windows, b, true);
    windows = withWindow(windows, c, true);
    expect(windows).toEqual([c, b, a]);
    expect(withWindow(windows, d, true)).toEqual([c, b, a]);
    expect(withWindow(windows, b, false)).toEqual([c, a]);
    expect(withWindow(withWindow(windows, b, false), b, false)).toEqual([c, a]);
    expect(withWindow(windows, d, false)).toEqual([c, b, a]);
    const offered = new Set([a, b, c]);
    expect(areTimesChosen({ ...emptyConsultationAnswers(), windows: [] }, offered)).toBe(false);
    expect(areTimesChosen({ ...emptyConsultationAnswers(), windows: [a] }, offered)).toBe(true);
    expect(areTimesChosen({ ...emptyConsultationAnswers(), windows: [a, d] }, offered)).toBe(false);
    // d is not on offer: it lapsed while the visitor looked.
    expect(lapsedWindows({ ...emptyConsultationAnswers(), windows: [a, d] }, offered)).toEqual([d]);
    expect(lapsedWindows({ ...emptyConsultationAnswers(), windows: [a, b] }, offered)).toEqual([]);
  });

  it('checks a chosen window against the starts of the calendar on offer now', () => {
    const now = new Date('2031-03-05T19:00:00.000Z');
    const calendar = consultationCalendar(now, CONSULTATION_HOURS);
    const starts = startsOnOffer(calendar);
    expect(starts.size).toBe(calendar.flatMap((day) => day.windows).length);
    expect(starts.has('2031-03-06T10:00:00-05:00')).toBe(true);
  });

  it('needs a name, a phone number to dial and a valid e-mail', () => {
    const contact = { name: 'Amrit Gill', phone: '905-555-0147', email: 'amrit@example.ca', note: '' };
    expect(isContactComplete(contact)).toBe(true);
    expect(isContactComplete({ ...contact, name: '  ' })).toBe(false);
    expect(isContactComplete({ ...contact, phone: '555-01' })).toBe(false);
    expect(isContactComplete({ ...contact, email: 'amrit@' })).toBe(false);
  });

  it('names the fields a refused step is about: the unanswered or malformed ones', () => {
    const none = new Set<string>();
    const a = emptyConsultationAnswers();
    expect(fieldsToFix('whoAndWhere', a, none)).toEqual(['relationship', 'city']);
    expect(fieldsToFix('whoAndWhere', { ...a, relationship: 'Myself', city: 'Other', postalCode: 'L6P' }, none)).toEqual(['postalCode']);
    expect(fieldsToFix('kind', a, none)).toEqual(['kind']);
    expect(fieldsToFix('times', a, none)).toEqual(['times']);
    expect(fieldsToFix('contact', { ...a, contact: { name: '  ', phone: '12', email: 'asha at example.com', note: '' } }, none)).toEqual([
      'name',
      'phone',
      'email',
    ]);
    expect(fieldsToFix('contact', { ...a, contact: { name: 'Asha Patel', phone: '905-555-0100', email: 'asha@example.com', note: '' } }, none)).toEqual([]);
    expect(fieldsToFix('review', a, none)).toEqual([]);
  });

  it('reads a saved draft only when it has the answers’ shape', () => {
    const answers = { ...emptyConsultationAnswers(), relationship: 'Myself', windows: ['2031-03-06T10:00:00-05:00'] };
    expect(parseConsultationDraft(JSON.stringify(answers))).toEqual(answers);
    expect(parseConsultationDraft(null)).toBeNull();
    expect(parseConsultationDraft('{')).toBeNull();
    expect(parseConsultationDraft(JSON.stringify({ ...answers, contact: null }))).toBeNull();
    expect(parseConsultationDraft(JSON.stringify({ ...answers, windows: [1] }))).toBeNull();
  });
});

describe('consultation request view model', () => {
  it('offers the calendar from the clock it was given and refuses with the step’s message', () => {
    const actor = start();
    const view = () => viewOf(actor);
    expect(view()).toMatchObject({ step: 'whoAndWhere', stepIndex: 0, canGoBack: false, refusal: null, dataState: 'whoAndWhere' });
    expect(view().calendar).toHaveLength(14);
    // Wednesday 2:00 PM: the first window is 4:00 PM (2 hours' notice).
    expect(view().calendar[0]?.windows[0]?.startIso).toBe('2031-03-05T16:00:00-05:00');
    expect(view().invalidFields).toEqual([]);
    view().next();
    expect(view().refusal).toBe('whoAndWhere');
    // The refusal's fields, marked invalid by the view, shrink as they are answered.
    expect(view().invalidFields).toEqual(['relationship', 'city']);
    view().chooseRelationship('My Mother');
    expect(view().invalidFields).toEqual(['city']);
    view().setCity('Other');
    expect(view().invalidFields).toEqual(['postalCode']);
    view().setPostalCode('90210');
    expect(view()).toMatchObject({ isOutsideCityList: true, isPostalCodeMalformed: true, refusal: 'postalCode', invalidFields: ['postalCode'] });
    view().setPostalCode('K7L 3N6');
    expect(view().invalidFields).toEqual([]);
    view().next();
    expect(view()).toMatchObject({ step: 'kind', stepIndex: 1, canGoBack: true, refusal: null, invalidFields: [] });
    view().next();
    expect(view()).toMatchObject({ refusal: 'kind', invalidFields: ['kind'] });
    view().back();
    expect(view().answers).toMatchObject({ relationship: 'My Mother', city: 'Other', postalCode: 'K7L 3N6' });
  });

  it('lets go of a time that lapsed while the review was open, names it, and sends nothing until times are chosen again', () => {
    let now = NOW;
    const actor = start();
    actor.send({
      type: 'RESTORE_DRAFT',
      answers: {
        ...emptyConsultationAnswers(),
        relationship: 'Myself',
        city: 'Brampton',
        kind: 'Phone call',
        windows: ['2031-03-05T17:00:00-05:00', '2031-03-06T10:00:00-05:00'],
        contact: { name: 'Amrit Gill', phone: '905-555-0147', email: 'amrit@example.ca', note: '' },
      },
      at: AT,
    });
    for (let i = 0; i < 4; i += 1) actor.send({ type: 'NEXT', at: AT });
    const view = () => viewOf(actor, () => now.getTime());
    expect(view()).toMatchObject({ step: 'review', noLongerOffered: [], hasNoTimeLeft: false });
    expect(view().confirmTimesStillOffered()).toBe(true);
    now = new Date('2031-03-05T21:30:00.000Z'); // 4:30 PM: the 5:00 PM window is within the notice
    expect(view().confirmTimesStillOffered()).toBe(false);
    expect(view()).toMatchObject({
      step: 'review',
      noLongerOffered: [{ startIso: '2031-03-05T17:00:00-05:00', date: '2031-03-05', weekday: 3, minutes: 1020 }],
      hasNoTimeLeft: false,
    });
    expect(view().answers.windows).toEqual(['2031-03-06T10:00:00-05:00']);
    expect(view().confirmTimesStillOffered()).toBe(true);
    // Thursday 8:30 AM: the 10:00 AM window lapses too; no time is left to send.
    now = new Date('2031-03-06T13:30:00.000Z');
    view().tellTime();
    expect(view()).toMatchObject({ hasNoTimeLeft: true, answers: { windows: [] } });
    expect(view().noLongerOffered.map((t) => [t.startIso, t.weekday, t.minutes])).toEqual([
      ['2031-03-05T17:00:00-05:00', 3, 1020],
      ['2031-03-06T10:00:00-05:00', 4, 600],
    ]);
    // Back on the times, still named; choosing another time is the news they were waiting for.
    view().edit('times');
    expect(view()).toMatchObject({ step: 'times', hasNoTimeLeft: false });
    expect(view().noLongerOffered).toHaveLength(2);
    view().setWindow('2031-03-06T12:00:00-05:00', true);
    expect(view()).toMatchObject({ noLongerOffered: [], answers: { windows: ['2031-03-06T12:00:00-05:00'] } });
  });

  it('names a time that lapses on any step, told the time', () => {
    for (const steps of [0, 1, 2, 3]) {
      const actor = start();
      actor.send({ type: 'RESTORE_DRAFT', answers: { ...ANSWERED_DRAFT, windows: ['2031-03-05T17:00:00-05:00'] }, at: AT });
      for (let i = 0; i < steps; i += 1) actor.send({ type: 'NEXT', at: AT });
      actor.send({ type: 'TIME_PASSED', at: AT + 61 * 60_000 });
      expect(actor.getSnapshot().context).toMatchObject({ noLongerOffered: ['2031-03-05T17:00:00-05:00'], answers: { windows: [] }, clock: AT + 61 * 60_000 });
      expect(viewOf(actor).step).toBe(['whoAndWhere', 'kind', 'times', 'contact'][steps]);
    }
  });

  it('restores a draft without the windows no longer on offer, and names them', () => {
    const actor = start();
    actor.send({
      type: 'RESTORE_DRAFT',
      answers: { ...emptyConsultationAnswers(), relationship: 'Myself', windows: ['2031-03-05T15:00:00-05:00', '2031-03-06T10:00:00-05:00'] },
      at: AT,
    });
    const view = viewOf(actor);
    expect(view.answers.windows).toEqual(['2031-03-06T10:00:00-05:00']);
    expect(view.chosenWindows.map((w) => w.startIso)).toEqual(['2031-03-06T10:00:00-05:00']);
    expect(view.canChooseMoreWindows).toBe(true);
    expect(view.noLongerOffered).toEqual([{ startIso: '2031-03-05T15:00:00-05:00', date: '2031-03-05', weekday: 3, minutes: 900 }]);
  });

  it('edits each step from the review and comes back with every answer', () => {
    const actor = start();
    const send = actor.send.bind(actor);
    send({ type: 'SET_RELATIONSHIP', value: 'My Father' });
    send({ type: 'SET_CITY', value: 'Brampton' });
    send({ type: 'NEXT', at: AT });
    send({ type: 'SET_KIND', value: 'Phone call' });
    send({ type: 'NEXT', at: AT });
    send({ type: 'SET_WINDOW', start: '2031-03-06T10:00:00-05:00', value: true, at: AT });
    send({ type: 'NEXT', at: AT });
    for (const [field, value] of [
      ['name', 'Amrit Gill'],
      ['phone', '905-555-0147'],
      ['email', 'amrit@example.ca'],
    ] as const)
      send({ type: 'SET_CONTACT_FIELD', field, value });
    send({ type: 'NEXT', at: AT });
    const view = () => viewOf(actor);
    expect(view()).toMatchObject({ step: 'review', isReview: true, stepIndex: 4 });
    for (const step of ['whoAndWhere', 'kind', 'times', 'contact'] as const) {
      view().edit(step);
      expect(view().step).toBe(step);
      while (view().step !== 'review') view().next();
    }
    expect(view().answers).toMatchObject({ relationship: 'My Father', kind: 'Phone call', windows: ['2031-03-06T10:00:00-05:00'] });
  });
});

describe('consultation request: time as data (decision 0044)', () => {
  const ANSWERED = {
    ...emptyConsultationAnswers(),
    relationship: 'Myself',
    city: 'Brampton',
    kind: 'Phone call',
    windows: ['2031-03-05T17:00:00-05:00'],
  };
  /** On the times step with the 5:00 PM window chosen, told 2:00 PM. */
  const onTimes = () => {
    const actor = start();
    actor.send({ type: 'RESTORE_DRAFT', answers: ANSWERED, at: AT });
    actor.send({ type: 'NEXT', at: AT });
    actor.send({ type: 'NEXT', at: AT });
    return actor;
  };

  it('decides Next on the times by the instant the event carries, the same for the same state and event', () => {
    const early = onTimes();
    expect(early.getSnapshot().value).toBe('times');
    // 2:00 PM: the 5:00 PM window is 3 hours away, on offer.
    early.send({ type: 'NEXT', at: AT });
    expect(early.getSnapshot().value).toBe('contact');
    // The same state, Next at 3:30 PM (the window within the 2 hours' notice): refused, whatever the
    // machine's own clock says, and the window is let go and named.
    const late = onTimes();
    late.send({ type: 'NEXT', at: Date.parse('2031-03-05T20:30:00.000Z') });
    expect(late.getSnapshot().value).toBe('times');
    expect(viewOf(late)).toMatchObject({ refusal: 'times', answers: { windows: [] } });
    expect(late.getSnapshot().context.noLongerOffered).toEqual(['2031-03-05T17:00:00-05:00']);
  });

  it('shows the calendar at the instant it was last told, and lets go of windows that lapsed on the way back to the times', () => {
    const actor = onTimes();
    actor.send({ type: 'NEXT', at: AT });
    const later = Date.parse('2031-03-05T22:30:00.000Z'); // 5:30 PM in Toronto
    actor.send({ type: 'BACK', at: later });
    expect(actor.getSnapshot().value).toBe('times');
    expect(actor.getSnapshot().context.clock).toBe(later);
    expect(viewOf(actor).answers.windows).toEqual([]);
    // 5:30 PM: nothing left today (the last window, 7:00 PM, is within the notice); tomorrow opens at 8:00 AM.
    expect(viewOf(actor).calendar[0]?.windows).toEqual([]);
    expect(viewOf(actor).calendar[1]?.windows[0]?.startIso).toBe('2031-03-06T08:00:00-05:00');
  });

  it('keeps a context that is plain JSON, with no function in it', () => {
    const actor = onTimes();
    const { context } = actor.getSnapshot();
    expect(JSON.parse(JSON.stringify(context))).toEqual(context);
    expect(Object.values(context).some((value) => typeof value === 'function')).toBe(false);
  });

  it('stamps the view’s clock on the events that read the time', () => {
    const sent: unknown[] = [];
    const view = consultationRequestView(
      start().getSnapshot(),
      (event) => sent.push(event),
      () => 1_234,
    );
    view.next();
    view.back();
    view.edit('times');
    view.edit('kind');
    view.setWindow('2031-03-06T10:00:00-05:00', true);
    view.tellTime();
    expect(sent).toEqual([
      // Next tells the time first: a time that lapsed since the last minute's tick is named, not refused unseen.
      { type: 'TIME_PASSED', at: 1_234 },
      { type: 'NEXT', at: 1_234 },
      { type: 'BACK', at: 1_234 },
      { type: 'EDIT_TIMES', at: 1_234 },
      { type: 'EDIT_KIND' },
      { type: 'SET_WINDOW', start: '2031-03-06T10:00:00-05:00', value: true, at: 1_234 },
      { type: 'TIME_PASSED', at: 1_234 },
    ]);
  });
});
