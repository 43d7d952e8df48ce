import { DEFAULT_FORM_ENDPOINT, DEFAULT_SITE_URL } from '../../content/site';
import { ajaxEndpointOf } from '../lib/ajax-endpoint';

/**
 * The one module that reads the build environment. Each read is a plain, static
 * `import.meta.env.VITE_*` so Vite replaces it at build time; nothing else in src/ touches the
 * environment (the lab flag is the build constant `__MACHINE_LAB__`, see below).
 */

/** Canonical origin of canonical links, JSON-LD and the sitemap (`VITE_SITE_URL`). */
export const SITE_URL: string = (import.meta.env.VITE_SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, '');

/** Where the lead forms post (`VITE_FORM_ENDPOINT`). */
export const FORM_ENDPOINT: string = import.meta.env.VITE_FORM_ENDPOINT || DEFAULT_FORM_ENDPOINT;

/**
 * Where the chat's offline message is sent as JSON (`VITE_FORM_AJAX_ENDPOINT`): by default the
 * form endpoint with FormSubmit's `/ajax/` before the address.
 */
export const FORM_AJAX_ENDPOINT: string = import.meta.env.VITE_FORM_AJAX_ENDPOINT || ajaxEndpointOf(FORM_ENDPOINT);

/*
 * QA's machine lab (in the dev server and Vitest; in a build only with `VITE_MACHINE_LAB=true`) is
 * the one build setting not read here: vite.config.ts turns it into the literal `__MACHINE_LAB__`,
 * which the route registry tests directly, because only a literal in the same module as the lab's
 * dynamic import lets the bundler drop the lab's chunk from a default build.
 */

/** The day the site was built, YYYY-MM-DD in Toronto (`BUILD_DATE`, set once by `npm run build` and replaced by Vite). */
export const BUILD_DATE: string = __BUILD_DATE__;
