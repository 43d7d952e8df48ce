import { act, cleanup, render } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import reactDomPackage from 'react-dom/package.json';
import { afterEach, describe, expect, it } from 'vitest';
import { hasReactValueTracker, isHydratedByReact, setValueReactLastKnew } from '../../src/shared/lib/react-internals';

/**
 * src/shared/lib/react-internals.ts reads names React DOM puts on the nodes it owns, outside its
 * documented API. If an upgrade renames one, these fail first, naming the file to update, before
 * input typed or tapped before hydration is lost or done twice on the site. The route gate checks
 * the same on the built site (tests/e2e/route-gate.spec.ts).
 */
const changed = (what: string) => `react-dom ${reactDomPackage.version} no longer ${what}: update src/shared/lib/react-internals.ts`;

function Form({ heard }: { heard: string[] }) {
  const [name, setName] = useState('');
  return (
    <form>
      <input
        aria-label="Name"
        value={name}
        onChange={(event) => {
          heard.push(event.target.value);
          setName(event.target.value);
        }}
      />
      <button type="button">Start</button>
    </form>
  );
}

afterEach(cleanup);

/** The form as the site serves it: prerendered, then hydrated. */
function hydrated(heard: string[], typedBefore?: string) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form heard={heard} />);
  document.body.append(container);
  const input = container.querySelector('input')!;
  const button = container.querySelector('button')!;
  if (typedBefore !== undefined) input.value = typedBefore;
  expect(isHydratedByReact(button), 'prerendered markup carries no React mark before hydration').toBe(false);
  render(<Form heard={heard} />, { container, hydrate: true });
  return { input, button };
}

describe('the React DOM internals in src/shared/lib/react-internals.ts', () => {
  it('__reactProps$: every element React has hydrated carries it, an element React never saw does not', () => {
    const { input, button } = hydrated([]);
    expect(isHydratedByReact(button), changed('puts __reactProps$<key> on the elements it hydrates')).toBe(true);
    expect(isHydratedByReact(input), changed('puts __reactProps$<key> on the elements it hydrates')).toBe(true);
    expect(isHydratedByReact(document.createElement('button'))).toBe(false);
  });

  it('_valueTracker: a hydrated field has one, and a value set behind it is heard as the visitor’s change', async () => {
    const heard: string[] = [];
    // Typed before the code came: the field shows it when React hydrates it.
    const { input } = hydrated(heard, 'Priya Sharma');
    expect(hasReactValueTracker(input), changed('tracks a field’s value in _valueTracker')).toBe(true);

    // What the replay does with a value typed before hydration: the tracker is told the field held
    // something else, and the input event is heard as the visitor's change.
    await act(async () => {
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(heard, 'without the tracker told otherwise, React takes the value for one it already knew').toEqual([]);

    expect(setValueReactLastKnew(input, ' '), changed('lets the value it last knew be set through _valueTracker.setValue')).toBe(true);
    await act(async () => {
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(heard, changed('hears a change when the field differs from its _valueTracker')).toEqual(['Priya Sharma']);
    expect(input.value).toBe('Priya Sharma');
  });

  it('a field React does not own has no tracker, and setting one reports that nothing was set', () => {
    const field = document.createElement('input');
    expect(hasReactValueTracker(field)).toBe(false);
    expect(setValueReactLastKnew(field, 'x')).toBe(false);
  });
});
