/** The day the site was built (YYYY-MM-DD, Toronto), replaced by Vite at build time (vite.config.ts). */
declare const __BUILD_DATE__: string;

/** Whether QA's machine lab is in this build (vite.config.ts; read through src/shared/config/env.ts). */
declare const __MACHINE_LAB__: boolean;

/** The lab build's fingerprint of machines/ and tests/model/ (scripts/machines-digest.mjs; empty without the lab). */
declare const __MACHINES_DIGEST__: string;

/** The build-time variables src/shared/config/env.ts reads (README "Environment variables"). */
interface ImportMetaEnv {
  readonly VITE_SITE_URL?: string;
  readonly VITE_FORM_ENDPOINT?: string;
  readonly VITE_FORM_AJAX_ENDPOINT?: string;
  readonly VITE_MACHINE_LAB?: string;
}

/** The text of a script to inline in the document: the module bundled and minified into a call of its default export (vite.config.ts `inlineScript`). */
declare module '*?inline-script' {
  const script: string;
  export default script;
}
