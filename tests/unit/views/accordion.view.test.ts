import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { accordionMachine } from '../../../machines/accordion/accordion.machine';
import { accordionView } from '../../../machines/accordion/accordion.view';

const start = () => createActor(accordionMachine).start();
const viewOf = (actor: ReturnType<typeof start>) => accordionView(actor.getSnapshot(), actor.send);

describe('accordion view', () => {
  it('collapsed: nothing open', () => {
    const view = viewOf(start());
    expect(view.dataState).toBe('collapsed');
    expect(view.openItem).toBeNull();
  });

  it('expanded: only the chosen item is open; choosing another moves the opening', () => {
    const actor = start();
    actor.send({ type: 'TOGGLE', item: 'Who pays?' });
    let view = viewOf(actor);
    expect(view.dataState).toBe('expanded');
    expect(view.openItem).toBe('Who pays?');

    actor.send({ type: 'TOGGLE', item: 'How soon?' });
    view = viewOf(actor);
    expect(view.dataState).toBe('expanded');
    expect(view.openItem).toBe('How soon?');
  });

  it('choosing the open item closes everything again', () => {
    const actor = start();
    actor.send({ type: 'TOGGLE', item: 'Who pays?' });
    actor.send({ type: 'TOGGLE', item: 'Who pays?' });
    const view = viewOf(actor);
    expect(view.dataState).toBe('collapsed');
    expect(view.openItem).toBeNull();
  });

  it('toggle sends TOGGLE with the item', () => {
    const send = vi.fn();
    accordionView(start().getSnapshot(), send).toggle('Who pays?');
    expect(send).toHaveBeenCalledExactlyOnceWith({ type: 'TOGGLE', item: 'Who pays?' });
  });
});
