import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { belowTheFold } from '../../src/shared/ui/below-the-fold';

/**
 * A below-the-fold part rendered on the client (decision 0059): its code is fetched at once, the
 * part shows once it is there, and later renders (the page's own, a second copy of the part) read
 * the code already loaded. React's `use()` is called on every render with the part's one promise;
 * the console guard (tests/setup.ts) fails the test on any React warning.
 */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function Greeting({ name }: { name: string }) {
  return <p>Welcome back, {name}.</p>;
}

describe('belowTheFold on the client', () => {
  it('shows the part once its code arrives, then renders it again without suspending, and a second copy at once', async () => {
    const code = deferred<typeof Greeting>();
    const Part = belowTheFold<{ name: string }>(() => code.promise);
    function Page({ copies }: { copies: number }) {
      const [count, setCount] = useState(0);
      return (
        <section data-count={count}>
          <button type="button" onClick={() => setCount((n) => n + 1)}>
            Render again
          </button>
          {Array.from({ length: copies }, (_, i) => (
            <Part key={i} name="Amrit" />
          ))}
        </section>
      );
    }
    let view!: ReturnType<typeof render>;
    await act(async () => {
      view = render(
        <MemoryRouter>
          <Page copies={1} />
        </MemoryRouter>,
      );
    });
    expect(screen.queryByText('Welcome back, Amrit.')).toBeNull();
    expect(document.querySelector('[data-below-the-fold]')).toHaveAttribute('data-state', 'waiting');

    await act(async () => code.resolve(Greeting));
    expect(screen.getByText('Welcome back, Amrit.')).toBeVisible();
    expect(document.querySelector('[data-below-the-fold]')).toHaveAttribute('data-state', 'hydrated');

    // The page renders again: the part reads the same settled promise, and stays.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Render again' })));
    expect(document.querySelector('section')).toHaveAttribute('data-count', '1');
    expect(screen.getByText('Welcome back, Amrit.')).toBeVisible();

    // A second copy, its code already loaded: shown in the same render, no waiting.
    act(() =>
      view.rerender(
        <MemoryRouter>
          <Page copies={2} />
        </MemoryRouter>,
      ),
    );
    expect(screen.getAllByText('Welcome back, Amrit.')).toHaveLength(2);
    expect([...document.querySelectorAll('[data-below-the-fold]')].map((el) => el.getAttribute('data-state'))).toEqual(['hydrated', 'hydrated']);
  });
});
