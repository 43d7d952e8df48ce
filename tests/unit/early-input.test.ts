// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  EARLY_INPUT_CAPTURE_SCRIPT,
  EARLY_INPUT_GLOBAL,
  EARLY_INPUT_STALE_MS,
  forgetHandledEvent,
  planReplay,
  replayEarlyInput,
  type EarlyInputRecord,
  type ReplayWorld,
} from '../../src/shared/lib/early-input';

/** Targets are plain names here: the rules never touch the DOM. */
type Target = string;

const click = (target: Target, at = 100, path = '/faq'): EarlyInputRecord<Target> => ({ kind: 'click', target, at, path });
const value = (target: Target, text: string, at = 100, path = '/blog'): EarlyInputRecord<Target> => ({ kind: 'value', target, at, path, value: text });

function world(overrides: Partial<ReplayWorld<Target>> & { hydrated?: Target[]; gone?: Target[] } = {}): ReplayWorld<Target> {
  const { hydrated, gone = [], ...rest } = overrides;
  return {
    path: '/faq',
    now: 1_000,
    isConnected: (t) => !gone.includes(t),
    isHydrated: (t) => (hydrated ? hydrated.includes(t) : true),
    ...rest,
  };
}

const key = (target: Target, pressed: string, at = 100, path = '/faq'): EarlyInputRecord<Target> => ({ kind: 'key', target, at, path, key: pressed });
const names = (records: EarlyInputRecord<Target>[]) =>
  records.map((r) => `${r.kind}:${r.target}${r.value !== undefined ? `=${r.value}` : ''}${r.key ? `=${r.key}` : ''}`);

describe('planReplay: what the visitor did before hydration', () => {
  it('applies every record in the order it happened when all parts have hydrated', () => {
    const plan = planReplay([click('menu'), click('question-2'), click('question-5')], world());
    expect(names(plan.apply)).toEqual(['click:menu', 'click:question-2', 'click:question-5']);
    expect(plan.wait).toEqual([]);
    expect(plan.drop).toEqual([]);
  });

  it('drops what happened on another page: the page moved on', () => {
    const plan = planReplay([click('start', 100, '/find-your-care-plan'), click('question-1')], world());
    expect(names(plan.drop)).toEqual(['click:start']);
    expect(names(plan.apply)).toEqual(['click:question-1']);
  });

  it('drops a record whose target is no longer in the document', () => {
    const plan = planReplay([click('old-button'), click('question-1')], world({ gone: ['old-button'] }));
    expect(names(plan.drop)).toEqual(['click:old-button']);
    expect(names(plan.apply)).toEqual(['click:question-1']);
  });

  it(`drops a click older than ${EARLY_INPUT_STALE_MS} ms, keeps one just inside the limit`, () => {
    const now = 20_000;
    const plan = planReplay([click('late', now - EARLY_INPUT_STALE_MS - 1), click('in-time', now - EARLY_INPUT_STALE_MS)], world({ now }));
    expect(names(plan.drop)).toEqual(['click:late']);
    expect(names(plan.apply)).toEqual(['click:in-time']);
  });

  it('never drops a value for its age: it is still what the field shows', () => {
    const plan = planReplay([value('search', 'falls', 0)], world({ path: '/blog', now: 60_000 }));
    expect(names(plan.apply)).toEqual(['value:search=falls']);
  });

  it('applies only the last value left in a field', () => {
    const plan = planReplay([value('search', 'f'), value('topic', 'safety'), value('search', 'falls')], world({ path: '/blog' }));
    expect(names(plan.apply)).toEqual(['value:topic=safety', 'value:search=falls']);
    expect(names(plan.drop)).toEqual(['value:search=f']);
  });

  it('holds back a record whose part has not hydrated, and everything after it, to keep the order', () => {
    const records = [click('menu'), click('footer-button'), click('question-1')];
    const plan = planReplay(records, world({ hydrated: ['menu', 'question-1'] }));
    expect(names(plan.apply)).toEqual(['click:menu']);
    expect(names(plan.wait)).toEqual(['click:footer-button', 'click:question-1']);
  });

  it('puts each record in exactly one list, so a second pass never applies it again', () => {
    const records = [click('a'), value('b', 'x', 100, '/faq'), click('c', 100, '/other'), click('d')];
    const first = planReplay(records, world({ hydrated: ['a', 'b'] }));
    expect(first.apply.length + first.wait.length + first.drop.length).toBe(records.length);
    // The caller keeps only what waits; the next pass sees those alone.
    const second = planReplay(first.wait, world());
    expect(names(second.apply)).toEqual(['click:d']);
    expect([...first.apply, ...second.apply].filter((r) => r.target === 'a')).toHaveLength(1);
  });
});

describe('forgetHandledEvent: what React handled itself is not replayed', () => {
  // Two events recorded before the listener after React's heard either: the label's click, then
  // the click the browser dispatches on its checkbox while the first is being handled.
  const labelClick = new Event('click');
  const checkboxClick = new Event('click');
  const recordedTwo = (): EarlyInputRecord<Target>[] => [
    { ...click('consent-label'), event: labelClick },
    { ...click('consent-checkbox'), event: checkboxClick },
  ];

  it('forgets the record of the event React handled, though another was recorded after it', () => {
    const records = recordedTwo();
    forgetHandledEvent(records, labelClick, () => true);
    expect(names(records)).toEqual(['click:consent-checkbox']);
  });

  it('forgets each record by its own event, in whatever order the events reach it', () => {
    const records = recordedTwo();
    forgetHandledEvent(records, checkboxClick, () => true);
    expect(names(records)).toEqual(['click:consent-label']);
    forgetHandledEvent(records, labelClick, () => true);
    expect(records).toEqual([]);
  });

  it('keeps a record whose target has not hydrated (React could not handle it), and ignores an event never recorded', () => {
    const records = recordedTwo();
    forgetHandledEvent(records, labelClick, (target) => target !== 'consent-label');
    forgetHandledEvent(records, new Event('click'), () => true);
    expect(names(records)).toEqual(['click:consent-label', 'click:consent-checkbox']);
  });
});

describe('a slider key pressed before the slider listens', () => {
  it('is kept in order with the clicks, each press once (two presses move it twice)', () => {
    const plan = planReplay([key('clients', 'End'), click('reset'), key('clients', 'ArrowLeft'), key('clients', 'ArrowLeft')], world());
    expect(names(plan.apply)).toEqual(['key:clients=End', 'click:reset', 'key:clients=ArrowLeft', 'key:clients=ArrowLeft']);
  });

  it(`is dropped, like a click, when older than ${EARLY_INPUT_STALE_MS} ms`, () => {
    const now = 20_000;
    const plan = planReplay([key('clients', 'End', now - EARLY_INPUT_STALE_MS - 1), key('hours', 'Home', now - 10)], world({ now }));
    expect(names(plan.drop)).toEqual(['key:clients=End']);
    expect(names(plan.apply)).toEqual(['key:hours=Home']);
  });

  it('is recorded by the capture script (moving keys only) and pressed again on the slider once it has hydrated', () => {
    document.body.innerHTML = '<div role="slider" tabindex="0" aria-label="Number of clients"></div>';
    const slider = document.querySelector<HTMLElement>('[role=slider]')!;
    new Function(EARLY_INPUT_CAPTURE_SCRIPT)();
    for (const pressed of ['End', 'a', 'Tab', 'PageDown']) slider.dispatchEvent(new KeyboardEvent('keydown', { key: pressed, bubbles: true }));
    const records = (window as unknown as Record<string, EarlyInputRecord[]>)[EARLY_INPUT_GLOBAL]!;
    expect(records.map((r) => `${r.kind}:${r.key}`)).toEqual(['key:End', 'key:PageDown']);

    // Not hydrated yet: nothing is pressed, everything waits.
    const pressedAgain: string[] = [];
    slider.addEventListener('keydown', (event) => pressedAgain.push(event.key));
    expect(replayEarlyInput()).toEqual([]);
    // React's mark on an element it has hydrated.
    Object.assign(slider, { __reactProps$test: {} });
    expect(replayEarlyInput().map((r) => r.key)).toEqual(['End', 'PageDown']);
    expect(pressedAgain).toEqual(['End', 'PageDown']);
    // Once only.
    expect(replayEarlyInput()).toEqual([]);
    expect(pressedAgain).toEqual(['End', 'PageDown']);
  });
});
