import { useEffect } from 'react';
import { useEarlyInputReplay } from '../shared/hooks/use-early-input-replay';
import { HYDRATED_ATTRIBUTE } from './document-ids';

/**
 * Rendered last in the document (on the server too, so both trees and their ids agree): the
 * shell and the page hydrate in one pass, so this marks the moment the whole document listens
 * (`shell-hydrated`, a phase `npm run bench` reports) and replays what the visitor did in the
 * shell before it listened (decision 0025). Parts below the fold hydrate later, on approach.
 */
export function ShellHydrated() {
  useEffect(() => void performance.mark('shell-hydrated'), []);
  useEarlyInputReplay();
  return null;
}

/**
 * Rendered with each page, inside `<main>`: when the page has hydrated it marks the document
 * (`data-hydrated` on `<html>`, a `hydrated` performance mark that `npm run bench` reads) and
 * replays what the visitor did in it before.
 */
export function PageHydrated() {
  useEffect(() => {
    if (document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)) return;
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    performance.mark('hydrated');
  }, []);
  useEarlyInputReplay();
  return null;
}
