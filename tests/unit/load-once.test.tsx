// @vitest-environment jsdom
import { act, startTransition, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOnce, loadOncePer } from '../../src/shared/lib/load-once';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const containers: HTMLElement[] = [];
afterEach(() => containers.splice(0).forEach((container) => container.remove()));

/** Renders `node` in a transition, as a client navigation does, and returns what React had to recover from. */
async function renderInTransition(node: React.ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  containers.push(container);
  const recovered: unknown[] = [];
  const root = createRoot(container, { onRecoverableError: (error) => recovered.push(error) });
  await act(async () => {
    startTransition(() => root.render(node));
  });
  return { container, recovered, root };
}

describe('loadOnce', () => {
  it('a page whose code arrives while React renders it: hooks after useLoaded() mount without React recovering (a navigation heard "Minified React error #520")', async () => {
    // The code arrives in a microtask: React replays the suspended component as soon as it has.
    const page = loadOnce(() => Promise.resolve('Contact Us'));
    function Page() {
      const heading = page.useLoaded();
      const [seen] = useState(heading);
      useEffect(() => {
        document.title = seen;
      }, [seen]);
      return <h1>{heading}</h1>;
    }
    const { container, recovered, root } = await renderInTransition(<Page />);
    expect(recovered).toEqual([]);
    expect(container.textContent).toBe('Contact Us');
    expect(document.title).toBe('Contact Us');
    act(() => root.unmount());
  });

  it('code preloaded before the first render is given at once: the render never suspends', async () => {
    const part = loadOnce(() => Promise.resolve('Hours'));
    await part.preload();
    let renders = 0;
    function Part() {
      renders += 1;
      return <p>{part.useLoaded()}</p>;
    }
    const { container, recovered, root } = await renderInTransition(<Part />);
    expect(recovered).toEqual([]);
    expect(container.textContent).toBe('Hours');
    expect(renders).toBe(1);
    act(() => root.unmount());
  });

  it('useArrived: nothing until wanted, then the code once it has arrived, never suspending (a paused clock never reveals a Suspense fallback)', async () => {
    let fetches = 0;
    const card = loadOnce(() => ((fetches += 1), Promise.resolve('Your message was sent.')));
    function Toast({ wanted }: { wanted: boolean }) {
      const message = card.useArrived(wanted);
      return <p>{message ?? 'nothing yet'}</p>;
    }
    const { container, recovered, root } = await renderInTransition(<Toast wanted={false} />);
    expect(container.textContent).toBe('nothing yet');
    expect(fetches).toBe(0);
    await act(async () => root.render(<Toast wanted />));
    expect(container.textContent).toBe('Your message was sent.');
    expect(fetches).toBe(1);
    expect(recovered).toEqual([]);
    act(() => root.unmount());
  });

  it('a failed fetch is forgotten: the next preload fetches again', async () => {
    let calls = 0;
    const code = loadOnce(() => ((calls += 1) === 1 ? Promise.reject(new Error('dropped connection')) : Promise.resolve('second try')));
    await expect(code.preload()).rejects.toThrow('dropped connection');
    expect(code.current()).toBeUndefined();
    await expect(code.preload()).resolves.toBe('second try');
    expect(code.current()).toBe('second try');
    expect(calls).toBe(2);
  });
});

describe('loadOncePer', () => {
  it('fetches once per key: the same key reuses what was preloaded, another key fetches its own', async () => {
    const fetched: string[] = [];
    const wordsOf = loadOncePer(
      async (page: { path: string; lang: string }) => {
        fetched.push(`${page.path} ${page.lang}`);
        return `words of ${page.path}`;
      },
      (page) => page.path,
    );
    await wordsOf({ path: '/faq', lang: 'en-CA' }).preload();
    // Another object with the same key: what was preloaded is there at once.
    expect(wordsOf({ path: '/faq', lang: 'fr-CA' }).current()).toBe('words of /faq');
    expect(await wordsOf({ path: '/fr/faq', lang: 'fr-CA' }).preload()).toBe('words of /fr/faq');
    expect(fetched).toEqual(['/faq en-CA', '/fr/faq fr-CA']);
  });
});
