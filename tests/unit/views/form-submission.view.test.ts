import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { formSubmissionMachine, type FormSubmissionEvent } from '../../../machines/form-submission/form-submission.machine';
import { formSubmissionView } from '../../../machines/form-submission/form-submission.view';

/** 2:14 PM in Brampton on Monday 30 November 2026. */
const SENT_AT = Date.UTC(2026, 10, 30, 19, 14);
/** The site's time limit for a post (decision 0091), written here by hand. */
const LIMIT_MS = 30_000;

const startActor = () => createActor(formSubmissionMachine, { input: { sendingTimeLimitMs: LIMIT_MS } }).start();
const viewAfter = (...events: FormSubmissionEvent[]) => {
  const actor = startActor();
  events.forEach((event) => actor.send(event));
  return formSubmissionView(actor.getSnapshot(), actor.send);
};
const SUBMIT: FormSubmissionEvent = { type: 'SUBMIT', at: SENT_AT };

describe('form submission view', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ready: not submitting, nothing to fix, nothing sent, may be sent', () => {
    expect(viewAfter()).toEqual(
      expect.objectContaining({
        dataState: 'idle.ready',
        isSubmitting: false,
        needsAttention: false,
        invalidFields: [],
        sent: null,
        sendsAgain: false,
        maySend: true,
      }),
    );
  });

  it('needs attention: names the refused fields, keeps the latest refusal', () => {
    expect(viewAfter({ type: 'INVALID', fields: ['Name', 'Email'] })).toMatchObject({
      dataState: 'idle.needsAttention',
      isSubmitting: false,
      needsAttention: true,
      invalidFields: ['Name', 'Email'],
      maySend: true,
    });
    expect(viewAfter({ type: 'INVALID', fields: ['Name', 'Email'] }, { type: 'INVALID', fields: ['Phone'] }).invalidFields).toEqual(['Phone']);
  });

  it('submitting: the button is busy, the summary is gone, nothing more may be sent', () => {
    expect(viewAfter({ type: 'INVALID', fields: ['Name'] }, SUBMIT)).toMatchObject({
      dataState: 'submitting',
      isSubmitting: true,
      needsAttention: false,
      invalidFields: [],
      sent: null,
      maySend: false,
    });
  });

  it('no answer after 30 seconds, not a millisecond before: the family is told, and may send it again', () => {
    const actor = startActor();
    actor.send(SUBMIT);
    vi.advanceTimersByTime(LIMIT_MS - 1);
    expect(formSubmissionView(actor.getSnapshot(), actor.send).dataState).toBe('submitting');
    vi.advanceTimersByTime(1);
    expect(formSubmissionView(actor.getSnapshot(), actor.send)).toMatchObject({
      dataState: 'noAnswer',
      isSubmitting: false,
      sent: { notice: 'noAnswer', at: SENT_AT },
      sendsAgain: true,
      maySend: true,
    });
    // Sent again: on its way again, with its new time, and its own 30 seconds.
    actor.send({ type: 'SUBMIT', at: SENT_AT + 60_000 });
    expect(formSubmissionView(actor.getSnapshot(), actor.send)).toMatchObject({ dataState: 'submitting', sent: null });
    vi.advanceTimersByTime(LIMIT_MS);
    expect(formSubmissionView(actor.getSnapshot(), actor.send).sent).toEqual({ notice: 'noAnswer', at: SENT_AT + 60_000 });
  });

  it('a refusal while the notice stands keeps the notice and names the fields', () => {
    const actor = startActor();
    actor.send(SUBMIT);
    vi.advanceTimersByTime(LIMIT_MS);
    actor.send({ type: 'INVALID', fields: ['Phone'] });
    expect(formSubmissionView(actor.getSnapshot(), actor.send)).toMatchObject({
      dataState: 'noAnswer',
      invalidFields: ['Phone'],
      sent: { notice: 'noAnswer' },
    });
  });

  it('Back to a form whose thank-you page was reached: it says so, and nothing may be sent', () => {
    expect(viewAfter(SUBMIT, { type: 'PAGE_RESTORED', reachedOffice: true })).toMatchObject({
      dataState: 'sentBefore.reachedOffice',
      isSubmitting: false,
      sent: { notice: 'reachedOffice', at: SENT_AT },
      sendsAgain: false,
      maySend: false,
    });
  });

  it('Back to a form whose post never reached its thank-you page: sent, unconfirmed, may be sent again', () => {
    expect(viewAfter(SUBMIT, { type: 'PAGE_RESTORED', reachedOffice: false })).toMatchObject({
      dataState: 'sentBefore.unconfirmed',
      sent: { notice: 'unconfirmed', at: SENT_AT },
      sendsAgain: true,
      maySend: true,
    });
  });

  it('a form that appears in a tab that sent it says when, and whether it arrived', () => {
    expect(viewAfter({ type: 'SENT_BEFORE', at: SENT_AT, reachedOffice: false }).sent).toEqual({ notice: 'unconfirmed', at: SENT_AT });
    expect(viewAfter({ type: 'SENT_BEFORE', at: SENT_AT, reachedOffice: true }).sent).toEqual({ notice: 'reachedOffice', at: SENT_AT });
  });

  it('a new request after one that arrived: at rest, nothing sent, nothing refused', () => {
    expect(viewAfter({ type: 'SENT_BEFORE', at: SENT_AT, reachedOffice: true }, { type: 'START_NEW' })).toEqual(
      expect.objectContaining({ dataState: 'idle.ready', sent: null, invalidFields: [], sendsAgain: false, maySend: true }),
    );
  });

  it('its actions send SUBMIT with the time, INVALID with the fields, PAGE_RESTORED and SENT_BEFORE with what is known, START_NEW', () => {
    const send = vi.fn();
    const view = formSubmissionView(startActor().getSnapshot(), send);
    view.submit(SENT_AT);
    expect(send).toHaveBeenLastCalledWith({ type: 'SUBMIT', at: SENT_AT });
    view.refuse(['Email']);
    expect(send).toHaveBeenLastCalledWith({ type: 'INVALID', fields: ['Email'] });
    view.pageRestored(true);
    expect(send).toHaveBeenLastCalledWith({ type: 'PAGE_RESTORED', reachedOffice: true });
    view.sentBefore(SENT_AT, false);
    expect(send).toHaveBeenLastCalledWith({ type: 'SENT_BEFORE', at: SENT_AT, reachedOffice: false });
    view.startNew();
    expect(send).toHaveBeenLastCalledWith({ type: 'START_NEW' });
    expect(send).toHaveBeenCalledTimes(5);
  });
});
