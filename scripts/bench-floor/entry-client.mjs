/* global document */
// The floor page's application (./floor.mjs), hydrated as the site's is (src/app/entry-client.tsx):
// as a transition, over the prerendered markup (its styles are linked in the head: ./boot.mjs).
import { createElement, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { FloorPage } from './floor.mjs';

performance.mark('hydration-started');
startTransition(() => {
  hydrateRoot(document.getElementById('root'), createElement(FloorPage));
});
