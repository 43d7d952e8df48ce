import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatMachine } from '../../machines/chat/chat.machine';
import { allTransitions } from '../../machines/tooling/introspection';
import type { LabProperty } from '../../machines/tooling/lab-data';
import { EdgeDetails } from '../../src/features/machine-lab/edge-details';
import { conditionOutcomesOf } from '../../src/features/machine-lab/lab-edges';
import { MachineLab } from '../../src/features/machine-lab/machine-lab';
import { PropertiesPanel } from '../../src/features/machine-lab/properties-panel';
import { renderWithSite } from '../render';

/** The lab's Properties panel, the declared refusals in its state list, and MC/DC on an edge (decisions 0057, 0058). */
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

const failing: LabProperty = {
  name: 'no call to a service waits forever: every state that invokes an actor has a timer to leave by',
  holds: false,
  details: ['away: chat.open.away.sending invokes deliverMessage with no timeout'],
  counterexample: {
    test: 'counterexample: no call to a service waits forever',
    variant: 'away',
    initial: 'waiting',
    steps: [
      { event: { type: 'xstate.after.APPEAR_DELAY.chat.waiting' }, state: 'closed' },
      { event: { type: 'CLOSE' }, state: 'closed' },
    ],
  },
};

describe('the lab’s Properties panel', () => {
  it('shows each property, holds or fails; a failure says what fails and plays its counterexample', async () => {
    const user = userEvent.setup({ delay: null });
    const onPlay = vi.fn();
    renderWithSite(<PropertiesPanel properties={[{ name: 'every state node is reachable', holds: true }, failing]} onPlay={onPlay} />);
    const panel = screen.getByTestId('lab-properties');
    expect(within(panel).getByText('every state node is reachable').closest('li')).toHaveAttribute('data-holds', 'true');
    const failure = within(panel).getByText(failing.name).closest('li')!;
    expect(failure).toHaveAttribute('data-holds', 'false');
    expect(within(failure).getByText('fails')).toBeInTheDocument();
    expect(within(failure).getByText('away: chat.open.away.sending invokes deliverMessage with no timeout')).toBeInTheDocument();
    expect(within(failure).getByTestId('lab-counterexample')).toHaveTextContent('Counterexample (away): after APPEAR_DELAY → CLOSE');
    await user.click(within(failure).getByRole('button', { name: 'Play the counterexample' }));
    expect(onPlay).toHaveBeenCalledWith(failing.counterexample);
  });

  it('a property that holds with a state let pass on purpose lists it with its reason', () => {
    const exempt = 'carousel.empty ends a visit on purpose: A carousel with no items has nothing to show or move.';
    renderWithSite(
      <PropertiesPanel
        properties={[
          {
            name: 'no dead end: every state has a way out, but a final one or one declared where a visit ends (each listed with its reason)',
            holds: true,
            exempt: [exempt],
          },
        ]}
        onPlay={vi.fn()}
      />,
    );
    expect(within(screen.getByTestId('lab-property-exempt')).getByText(exempt)).toBeInTheDocument();
  });

  it('in the lab, every property of the machine holds, and the list names what the active state ignores on purpose and why', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithSite(<MachineLab />);
    const panel = await screen.findByTestId('lab-properties');
    expect(within(panel).getAllByText('holds')).toHaveLength(5);
    expect(within(panel).queryByText('fails')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'List' }));
    const declared = screen.getByTestId('lab-declared');
    const closeMenu = declared.querySelector('[data-event="CLOSE_MENU"]');
    expect(closeMenu).toHaveAttribute('data-declared', 'ignores');
    expect(closeMenu).toHaveTextContent('CLOSE_MENU ignored in closed: The menu is closed: its drawer, links and Locations toggle are not shown.');
  });
});

describe('MC/DC on an edge’s explanation', () => {
  const key = 'chat.open.away.leavingMessage|SUBMIT_OFFLINE_MESSAGE|0';

  it('lists the evaluations MC/DC asks of the chat’s and(...) guard, each seen by a model test or not', () => {
    const tests = [{ test: 't', transitions: [], guardOutcomes: [`${key} [isOfflineFormComplete=true, isCallbackNumberValid=true]: taken`] }];
    expect(conditionOutcomesOf(chatMachine, key, tests)).toEqual([
      { outcome: '[isOfflineFormComplete=true, isCallbackNumberValid=true]: taken', seen: true },
      { outcome: '[isOfflineFormComplete=false, isCallbackNumberValid=true]: refused', seen: false },
      { outcome: '[isOfflineFormComplete=true, isCallbackNumberValid=false]: refused', seen: false },
    ]);
    expect(conditionOutcomesOf(chatMachine, 'chat.closed|OPEN|0', tests)).toEqual([]);
  });

  it('shows them beside the payloads of the edge', () => {
    const transition = allTransitions(chatMachine).find((t) => t.key === key)!;
    renderWithSite(
      <EdgeDetails
        transition={transition}
        blocked={null}
        unblock={null}
        payloads={[{ type: 'SUBMIT_OFFLINE_MESSAGE' }]}
        fields={{}}
        payloadProblem={() => null}
        send={() => {}}
        close={() => {}}
        conditions={[
          { outcome: '[isOfflineFormComplete=true, isCallbackNumberValid=true]: taken', seen: true },
          { outcome: '[isOfflineFormComplete=false, isCallbackNumberValid=true]: refused', seen: false },
        ]}
      />,
    );
    const conditions = screen.getByTestId('lab-edge-conditions');
    expect(within(conditions).getByText('Independent conditions (MC/DC)')).toBeInTheDocument();
    expect(
      within(conditions)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '[isOfflineFormComplete=true, isCallbackNumberValid=true]: taken: seen',
      '[isOfflineFormComplete=false, isCallbackNumberValid=true]: refused: not seen',
    ]);
  });
});
