import { describe, expect, it } from 'vitest';
import { otherStepsControls } from '../../machines/shared/ignored-events';
import { openingHoursFor } from '../../machines/shared/opening-hours';
import { stateName } from '../../machines/shared/state-name';
import { isTelephoneNumber } from '../../machines/shared/telephone-rules';
import { browserMessage, type RefusedField } from '../../src/shared/forms/field-rules';

/**
 * The shared rules at their edges, where mutation testing found them unjudged: expectations
 * written by hand, inputs made up for the case (not the site's words).
 */

describe('a state value as data-state (stateName)', () => {
  it('names a state, a child, a grandchild and parallel regions; a state without children is its own name', () => {
    expect(stateName('closed')).toBe('closed');
    expect(stateName({ open: 'expanded' })).toBe('open.expanded');
    expect(stateName({ open: { online: 'listening' } })).toBe('open.online.listening');
    expect(stateName({ open: { conversation: 'listening', handover: 'offered' } })).toBe('open.conversation.listening,handover.offered');
    expect(stateName({ a: 'b', c: { d: 'e' } })).toBe('a.b,c.d.e');
    expect(stateName({ final: {} })).toBe('final');
  });
});

describe('the events of other steps, ignored in a step (otherStepsControls)', () => {
  it('names, for each event the step does not send, the first step that does; never the step’s own', () => {
    const controls = { where: ['SET_CITY', 'NEXT'], when: ['SET_TIME', 'NEXT', 'BACK'], who: ['SET_NAME', 'BACK'] } as const;
    expect(otherStepsControls(controls, 'where')).toEqual({
      SET_TIME: 'Sent by a control of the when step; this step does not show it.',
      BACK: 'Sent by a control of the when step; this step does not show it.',
      SET_NAME: 'Sent by a control of the who step; this step does not show it.',
    });
    expect(otherStepsControls(controls, 'when')).toEqual({
      SET_CITY: 'Sent by a control of the where step; this step does not show it.',
      SET_NAME: 'Sent by a control of the who step; this step does not show it.',
    });
  });
});

describe('a North American number with a + (isTelephoneNumber)', () => {
  it('takes a + only right before the country code at the start', () => {
    expect(isTelephoneNumber('+1 905 555 0142')).toBe(true);
    expect(isTelephoneNumber('905 555 +1014')).toBe(false);
    expect(isTelephoneNumber('905+1555014')).toBe(false);
  });
});

describe('the office’s hours on a visitor’s clock a day ahead (openingHoursFor)', () => {
  it('in Auckland, Monday to Friday 8 AM to 8 PM in Toronto opens on Tuesday to Saturday, the day after', () => {
    const hours = { timeZone: 'America/Toronto', days: [1, 2, 3, 4, 5], opensAt: 8 * 60, closesAt: 20 * 60 };
    // Monday 23 November 2026, 9 AM in Toronto (EST); Auckland is on daylight time (UTC+13), 18 hours ahead.
    const view = openingHoursFor(hours, new Date('2026-11-23T09:00:00-05:00'), 'Pacific/Auckland');
    expect(view.visitor?.opens).toEqual({ minutes: 2 * 60, dayShift: 1, days: [2, 3, 4, 5, 6] });
    expect(view.visitor?.closes).toEqual({ minutes: 14 * 60, dayShift: 1, days: [2, 3, 4, 5, 6] });
  });
});

describe('the browser’s message in the page’s language (browserMessage)', () => {
  const words = {
    valueMissing: {
      text: 'Remplissez ce champ.',
      checkbox: 'Cochez cette case.',
      radio: 'Choisissez une option.',
      select: 'Choisissez un élément.',
      file: 'Choisissez un fichier.',
    },
    typeMismatch: { email: 'Entrez une adresse courriel.', url: 'Entrez une adresse Web.' },
    badInput: 'Entrez un nombre.',
    rangeUnderflow: 'La valeur est trop petite.',
    rangeOverflow: 'La valeur est trop grande.',
    other: 'Vérifiez ce champ.',
  };
  const valid = { valueMissing: false, typeMismatch: false, badInput: false, rangeUnderflow: false, rangeOverflow: false };
  const refused = (type: string, failed: Partial<RefusedField['validity']>): RefusedField => ({ type, validity: { ...valid, ...failed } });

  it('says what the field lacks, by its kind', () => {
    expect(browserMessage(refused('text', { valueMissing: true }), words)).toBe('Remplissez ce champ.');
    expect(browserMessage(refused('checkbox', { valueMissing: true }), words)).toBe('Cochez cette case.');
    expect(browserMessage(refused('radio', { valueMissing: true }), words)).toBe('Choisissez une option.');
    expect(browserMessage(refused('file', { valueMissing: true }), words)).toBe('Choisissez un fichier.');
    expect(browserMessage(refused('select-one', { valueMissing: true }), words)).toBe('Choisissez un élément.');
  });

  it('says what is wrong with what was typed, by the first constraint it fails', () => {
    expect(browserMessage(refused('email', { typeMismatch: true }), words)).toBe('Entrez une adresse courriel.');
    expect(browserMessage(refused('url', { typeMismatch: true }), words)).toBe('Entrez une adresse Web.');
    expect(browserMessage(refused('number', { badInput: true }), words)).toBe('Entrez un nombre.');
    expect(browserMessage(refused('number', { rangeUnderflow: true }), words)).toBe('La valeur est trop petite.');
    expect(browserMessage(refused('number', { rangeOverflow: true }), words)).toBe('La valeur est trop grande.');
    expect(browserMessage(refused('number', { badInput: true, rangeOverflow: true }), words)).toBe('Entrez un nombre.');
    expect(browserMessage(refused('text', {}), words)).toBe('Vérifiez ce champ.');
  });
});
