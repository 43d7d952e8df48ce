import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { formSubmissionMachine, type FormSubmissionEvent } from '../../../machines/form-submission/form-submission.machine';
import { formSubmissionView } from '../../../machines/form-submission/form-submission.view';

const viewAfter = (...events: FormSubmissionEvent[]) => {
  const actor = createActor(formSubmissionMachine).start();
  events.forEach((event) => actor.send(event));
  return formSubmissionView(actor.getSnapshot(), actor.send);
};

describe('form submission view', () => {
  it('ready: not submitting, nothing to fix', () => {
    expect(viewAfter()).toMatchObject({ dataState: 'idle.ready', isSubmitting: false, needsAttention: false, invalidFields: [] });
  });

  it('needs attention: names the refused fields, keeps the latest refusal', () => {
    expect(viewAfter({ type: 'INVALID', fields: ['Name', 'Email'] })).toMatchObject({
      dataState: 'idle.needsAttention',
      isSubmitting: false,
      needsAttention: true,
      invalidFields: ['Name', 'Email'],
    });
    expect(viewAfter({ type: 'INVALID', fields: ['Name', 'Email'] }, { type: 'INVALID', fields: ['Phone'] }).invalidFields).toEqual(['Phone']);
  });

  it('submitting: the button is busy and the summary is gone', () => {
    expect(viewAfter({ type: 'INVALID', fields: ['Name'] }, { type: 'SUBMIT' })).toMatchObject({
      dataState: 'submitting',
      isSubmitting: true,
      needsAttention: false,
      invalidFields: [],
    });
  });

  it('restored from the back-forward cache: ready again', () => {
    expect(viewAfter({ type: 'SUBMIT' }, { type: 'PAGE_RESTORED' })).toMatchObject({
      dataState: 'idle.ready',
      isSubmitting: false,
      needsAttention: false,
      invalidFields: [],
    });
  });

  it('its actions send SUBMIT, INVALID with the fields, and PAGE_RESTORED', () => {
    const send = vi.fn();
    const view = formSubmissionView(createActor(formSubmissionMachine).start().getSnapshot(), send);
    view.submit();
    expect(send).toHaveBeenLastCalledWith({ type: 'SUBMIT' });
    view.refuse(['Email']);
    expect(send).toHaveBeenLastCalledWith({ type: 'INVALID', fields: ['Email'] });
    view.pageRestored();
    expect(send).toHaveBeenLastCalledWith({ type: 'PAGE_RESTORED' });
    expect(send).toHaveBeenCalledTimes(3);
  });
});
