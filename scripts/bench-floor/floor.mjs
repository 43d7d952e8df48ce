/* global document */
// The bench's floor page (scripts/bench.mjs, decision 0055): React and Mantine, prerendered and
// booted the way the site is (./boot.mjs asks for the code after the first paint, hydration runs as
// a transition), doing nothing else. What the site's window costs beyond it is what the site adds.
// Plain JavaScript with createElement, so the bench prerenders it in Node without a build.
import { Button, Container, MantineProvider, Stack, Text, Title } from '@mantine/core';
import { createElement as h, useEffect } from 'react';

/** Marks the page hydrated as the site does (src/app/hydration-mark.tsx): `<html data-hydrated>` and the `hydrated` mark. */
function Hydrated() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
    performance.mark('hydrated');
  }, []);
  return null;
}

export function FloorPage() {
  return h(
    MantineProvider,
    null,
    h(
      Container,
      { component: 'main', size: 'md', py: 'xl' },
      h(
        Stack,
        null,
        h(Title, { order: 1 }, 'A floor page'),
        h(Text, null, 'React and Mantine, prerendered and hydrated the way the site is, and nothing else.'),
        h(Button, { component: 'a', href: '/' }, 'A link that looks like a button'),
      ),
      h(Hydrated),
    ),
  );
}
