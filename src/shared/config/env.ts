import { DEFAULT_FORM_ENDPOINT, DEFAULT_SITE_URL } from '../../content/site';

/**
 * The one module that reads the build environment. Each read is a plain, static
 * `import.meta.env.VITE_*` so Vite replaces it at build time (and drops the lab's chunk when the
 * flag is off); nothing else in src/ touches the environment.
 */

/** Canonical origin of canonical links, JSON-LD and the sitemap (`VITE_SITE_URL`). */
export const SITE_URL: string = (import.meta.env.VITE_SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, '');

/** Where the lead forms post (`VITE_FORM_ENDPOINT`). */
export const FORM_ENDPOINT: string = import.meta.env.VITE_FORM_ENDPOINT || DEFAULT_FORM_ENDPOINT;

/** QA's machine lab: always in the dev server; in a production build only with `VITE_MACHINE_LAB=true`. */
export const MACHINE_LAB_ENABLED: boolean = import.meta.env.DEV || import.meta.env.VITE_MACHINE_LAB === 'true';

/** The day the site was built, YYYY-MM-DD in Toronto (`BUILD_DATE`, set once by `npm run build` and replaced by Vite). */
export const BUILD_DATE: string = __BUILD_DATE__;
