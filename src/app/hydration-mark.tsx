import { useEffect } from 'react';
import { useEarlyInputReplay } from '../shared/hooks/use-early-input-replay';
import { HYDRATED_ATTRIBUTE } from './document-ids';

/**
 * The document's shell (header, sticky bar) hydrates first; the page inside `<main>` is a Suspense
 * boundary of its own, which React hydrates right after. Rendered last in the document (on the
 * server too, so both trees and their ids agree), this marks the moment (`shell-hydrated`, a phase
 * `npm run bench` reports) and replays what the visitor did in the shell before it listened
 * (decision 0025).
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
