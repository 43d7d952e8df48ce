import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { build as bundle } from 'rolldown';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { machinesDigest } from './scripts/machines-digest.mjs';
import { markdownPosts } from './scripts/markdown-posts.ts';

/**
 * The legal pages' "last updated" date is the day the site was built (DECISIONS.md), in Toronto.
 * `npm run build` sets BUILD_DATE once so the client and server builds agree.
 */
const buildDate = process.env.BUILD_DATE ?? new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());

/**
 * The browser build's shared code in few files (decision 0025), instead of forty to seventy small
 * files a page fetched one import level at a time: the framework (React, the router, XState) is one
 * chunk; Mantine's core and the components the chrome and most pages draw are another; Mantine's
 * inputs, checkboxes and accordions a third, for the pages that have them; the small modules of the
 * site's own lower layers that five pages or more share (content facts, helpers, rules, the UI kit)
 * a fourth. Mantine components only some parts use (the Locations menu's Menu and Popover with
 * floating-ui, the phone menu's Drawer, the chat panel's ScrollArea, the quiz's Chip and
 * Progress, the information pages' Timeline...) keep their own chunks, fetched with those parts.
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|xstate|@xstate[\\/]react|use-sync-external-store)[\\/]/;
const MANTINE = /[\\/]node_modules[\\/]@mantine[\\/](core|hooks)[\\/]/;
const MANTINE_FOR_SOME_PARTS = new RegExp(
  `[\\\\/]components[\\\\/](${[
    ...['Menu', 'Popover', 'Combobox', 'Floating', 'Drawer', 'Modal', 'ModalBase', 'FocusTrap', 'ScrollArea', 'Portal', 'Overlay', 'Tooltip', 'Notification'],
    ...['Slider', 'Rating', 'SegmentedControl', 'NumberInput', 'Switch', 'Tabs', 'Timeline', 'Code', 'Chip', 'Progress', 'Fieldset', 'Stepper', 'Table'],
  ].join('|')})[\\\\/]`,
);
/** What the chrome and nearly every page draw; the rest (inputs, checkboxes, accordions...) comes with the pages that have them. */
const MANTINE_EVERYWHERE = new RegExp(
  `[\\\\/]components[\\\\/](${['ActionIcon', 'Alert', 'Anchor', 'Avatar', 'Badge', 'Blockquote', 'Breadcrumbs', 'Button', 'Card', 'Center', 'CloseButton', 'Container', 'Divider', 'Group', 'Image', 'List', 'Loader', 'Paper', 'Stack', 'Text', 'ThemeIcon', 'Title', 'UnstyledButton', 'VisuallyHidden'].join('|')})[\\\\/]`,
);
const ACCORDION = /[\\/]components[\\/](Accordion|Collapse)[\\/]/;
/** The site's own lower layers, but for the widgets (accordion, carousel, toasts), which bring Mantine's inputs. */
const APP_LOWER_LAYERS = /[\\/](src[\\/](shared[\\/](ui|lib|hooks|machines|seo|config)|content)|machines)[\\/]/;
const isScript = (id: string) => !id.endsWith('.css');
/**
 * Words only some pages show: pages' titles and descriptions (the `meta` modules of src/content/)
 * and the services' descriptions; each comes with its pages, not with every page (decision 0055).
 * So do the information pages' template words and every French words module (a folder `fr/`): a
 * page fetches its own language's words and no other's (decision 0063).
 */
const PAGE_WORDS = /[\\/]src[\\/]content[\\/]((.+[\\/])?([a-z-]*-)?meta([\\/][a-z-]+)?|services|info-pages[\\/]words|(.+[\\/])?fr[\\/][a-z-]+)\.ts$/;
/**
 * Rules and words many page chunks share that the pages most visitors open first never use: the
 * calculators' table and rules (the service pages' rates, the quiz's plan, the two calculators),
 * French formats, the services' list in JSON-LD. Shared
 * by five chunks or more (the French twins doubled how many share them), the `site` group took them
 * into the chunk every page fetches: / went from 159.6 KB to 163.7 KB. Left out of it, each goes
 * with the pages that import it (decision 0065). (A group of their own pulled what they import into
 * `/`; the clipboard's and the clock's words, a few hundred bytes, stay in `site`: apart, they were
 * three more files for the calculator's page.)
 */
/**
 * The care cost calculator's view, machine and page in one chunk with the calculators' number field
 * (Mantine's Slider under it) and their stylesheets (decision 0070): the English page and its
 * French twin both import them, and apart they were three files more on a page already at its 23.
 * Only these modules: what they import stays where it was. Mantine's Radio styles come through
 * care-cost-calculator.css, not as the module the consultation request imports too, which would
 * bring this chunk to its page.
 */
const CALCULATOR_VIEWS = new RegExp(
  [
    String.raw`src[\\/]features[\\/]calculators[\\/](care-cost-calculator|care-cost-page|whole-number-field)\.tsx$`,
    String.raw`machines[\\/]care-cost[\\/]care-cost\.(machine|view)\.ts$`,
    String.raw`src[\\/]features[\\/]calculators[\\/]care-cost-calculator\.css$`,
    String.raw`node_modules[\\/]@mantine[\\/]core[\\/](esm[\\/]components[\\/]Slider[\\/]|styles[\\/]Slider\.css$)`,
  ].join('|'),
);

/**
 * The calculators' table and the rules that read it, as one chunk (decision 0070): every page that
 * fetches one fetched the other (the calculators, the service pages' rates, the quiz's plan), and
 * apart they were one more file for the calculator's page and its French twin.
 */
const CALCULATOR_RULES = /[\\/](src[\\/]content[\\/]calculators|machines[\\/](shared[\\/]calculator-rules|care-cost[\\/]care-cost\.rules))\.ts$/;

/**
 * The contact form and the place field it asks where care is needed with (decision 0086): the quiz
 * imports the field's answer note too, so apart the field was a chunk of its own, one file more on
 * the contact pages (/fr/nous-joindre at 23). Together, the quiz's pages fetch the contact form's
 * 1 KB with the note.
 */
const CONTACT_FORM_PARTS = /[\\/]src[\\/](features[\\/]forms[\\/]contact-form|shared[\\/]forms[\\/]place-field)\.tsx$/;

/**
 * The words and formats every French page fetches (decisions 0062, 0068, 0069): the chrome's, the
 * forms' shared words, the site's facts in French, the fr-CA formats. One chunk of their own that
 * English pages never fetch; left to the `site` group, the French facts and formats (shared by
 * more than five French chunks) went into the chunk every page fetches (/ +0.6 KB), and apart
 * they were four files on each French page (/fr/consultation-gratuite at 24).
 */
const FRENCH_EVERYWHERE = /[\\/]src[\\/]content[\\/]((chrome[\\/]chrome|forms|site)\.fr-CA|french-formats)\.ts$/;
/** French words: never in the chunk every page fetches. */
const FRENCH_WORDS = /\.fr-CA\.ts$/;
const SOME_PAGES_ONLY =
  /[\\/](src[\\/]content[\\/](calculators|french-formats)|src[\\/]shared[\\/]seo[\\/]service-list-json-ld|machines[\\/](shared[\\/]calculator-rules|care-cost[\\/]care-cost\.rules))\.ts$/;

/**
 * What the pages most visitors open first run before they hydrate: every module the client entry,
 * the chat's launcher (on every page) and the home page import, statically, read from the module
 * graph once it is complete (Rolldown tests the chunk groups after that). Only these go into the
 * `site` chunk every page fetches; the small modules other pages share go into `shared-parts`, so
 * `/` fetches none of them (decision 0074).
 */
function firstLoadModules(): Plugin & { has: (id: string) => boolean } {
  const starts = ['src/app/entry-client.tsx', 'src/features/chat/chat-widget.tsx', 'src/pages/home.tsx'].map((path) =>
    fileURLToPath(new URL(`./${path}`, import.meta.url)),
  );
  const reached = new Set<string>();
  return {
    name: 'first-load-modules',
    apply: 'build',
    buildEnd() {
      const queue = [...starts];
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        if (reached.has(id)) continue;
        reached.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      if (starts.some((id) => !this.getModuleInfo(id))) this.error(`first-load-modules: a start of ${starts.join(', ')} is not in the module graph`);
    },
    has: (id) => {
      if (reached.size === 0) throw new Error('first-load-modules: chunk groups tested before the module graph was complete');
      return reached.has(id);
    },
  };
}

/**
 * Mantine's ScrollArea imports `useMergeRefs` from @floating-ui/react, so any page with a Table
 * fetched the whole positioning engine; that one import resolves to a shim over Mantine's own
 * `useMergedRef` (scripts/shims/floating-ui-merge-refs.ts). Menus and popovers still get floating-ui.
 */
function scrollAreaWithoutFloatingUi(): Plugin {
  const shim = fileURLToPath(new URL('./scripts/shims/floating-ui-merge-refs.ts', import.meta.url));
  return {
    name: 'scroll-area-without-floating-ui',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@floating-ui/react' && importer && /[\\/]ScrollArea[\\/]ScrollArea\.mjs$/.test(importer)) return shim;
      return null;
    },
  };
}

/**
 * `import script from './x.ts?inline-script'`: the text of a script to inline in an HTML document
 * (decision 0060). The module `x.ts`, a default-exported function of no arguments, is bundled
 * with its imports by Rolldown and minified into an immediately invoked function that calls it.
 * The same text in every build, the dev server and Vitest (the prerendered and the hydrated
 * markup agree); a text that would end or break its `<script>` element is refused.
 */
function inlineScript(): Plugin {
  const QUERY = '?inline-script';
  const ENTRY = '\0inline-script-entry';
  return {
    name: 'inline-script',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      const source = id.slice(0, -QUERY.length);
      const built = await bundle({
        input: ENTRY,
        write: false,
        logLevel: 'warn',
        plugins: [
          {
            name: 'inline-script-entry',
            resolveId: (specifier) => (specifier === ENTRY ? ENTRY : null),
            load: (entry) => (entry === ENTRY ? `import run from ${JSON.stringify(source)};\nrun();\n` : null),
          },
        ],
        output: { format: 'iife', minify: true },
      });
      const [chunk] = built.output;
      for (const module of chunk.moduleIds) if (module !== ENTRY) this.addWatchFile(module);
      const code = chunk.code.trim();
      if (/<\/script|<!--/i.test(code)) this.error(`${source}: its minified text holds "</script" or "<!--", which would break the inline <script> element`);
      return { code: `export default ${JSON.stringify(code)};`, map: null };
    },
  };
}

/**
 * A state's declarations (`meta`: the events it ignores or refuses on purpose, and why) are read by
 * the lab, `npm run machines:properties` and the tests, never by the site: a default build gives
 * each `meta` of a machine module the value `undefined`, so no page carries their words (decision 0055).
 */
function machineDeclarationsOnlyWhereRead(): Plugin {
  return {
    name: 'machine-declarations-only-where-read',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/[\\/]machines[\\/][^\\/]+[\\/][^\\/]+\.machine\.ts$/.test(id) || !code.includes('meta')) return null;
      const values: { start: number; end: number }[] = [];
      const visit = (node: unknown): void => {
        if (!node || typeof node !== 'object') return;
        if (Array.isArray(node)) return node.forEach(visit);
        const n = node as { type?: string; key?: { type: string; name?: string }; value?: { start: number; end: number }; computed?: boolean };
        if (n.type === 'Property' && !n.computed && n.key?.type === 'Identifier' && n.key.name === 'meta' && n.value) {
          values.push({ start: n.value.start, end: n.value.end });
          return;
        }
        for (const child of Object.values(node)) visit(child);
      };
      visit(this.parse(code));
      let out = code;
      for (const { start, end } of values.sort((a, b) => b.start - a.start)) out = `${out.slice(0, start)}void 0${out.slice(end)}`;
      return { code: out, map: null };
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => {
  const lab = command === 'serve' || process.env.VITE_MACHINE_LAB === 'true';
  const firstLoad = firstLoadModules();
  /** The site's small shared modules: the shell's chunk, `site`, and the pages', `shared-parts`, take them by `firstLoad`. */
  const sharedSmallModule = (id: string) =>
    APP_LOWER_LAYERS.test(id) && /\.tsx?$/.test(id) && !PAGE_WORDS.test(id) && !SOME_PAGES_ONLY.test(id) && !FRENCH_WORDS.test(id);
  return {
    // Blog posts: Markdown compiled to React components at build time (decision 0020).
    plugins: [
      inlineScript(),
      markdownPosts(),
      react(),
      scrollAreaWithoutFloatingUi(),
      ...(lab ? [] : [machineDeclarationsOnlyWhereRead()]),
      ...(isSsrBuild ? [] : [firstLoad]),
    ],
    define: {
      __BUILD_DATE__: JSON.stringify(buildDate),
      // QA's machine lab: in the dev server (and Vitest), in a build only with VITE_MACHINE_LAB=true.
      // A literal, so the bundler drops the lab's dynamic import, and with it the lab chunk, from a
      // default build (a flag imported from another module does not: decision 0009).
      __MACHINE_LAB__: JSON.stringify(lab),
      // What the lab's coverage report must have been written for (scripts/machines-digest.mjs).
      __MACHINES_DIGEST__: JSON.stringify(lab ? machinesDigest() : ''),
    },
    build: {
      // The prerenderer reads the manifest to find the client entry's script and stylesheets.
      manifest: true,
      // BUILD_OUT_DIR lets a second build (the lab's, for its e2e tests) sit beside dist/.
      outDir: process.env.BUILD_OUT_DIR ?? 'dist',
      // No <link rel=modulepreload> injected at run time: each one costs main-thread time while the
      // page settles; the browser's module loader fetches a chunk's imports itself (decision 0014).
      modulePreload: false,
      rolldownOptions: isSsrBuild
        ? {}
        : {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'framework', test: FRAMEWORK, priority: 20 },
                  // floating-ui alone in its chunk, so no shared helper drags it into a page that needs
                  // only the helper; the menus that position with it fetch it on intent.
                  { name: 'floating-ui', test: /[\\/]node_modules[\\/]@floating-ui[\\/]/, priority: 15 },
                  {
                    name: 'mantine',
                    test: (id: string) => MANTINE.test(id) && isScript(id) && (!id.includes('components') || MANTINE_EVERYWHERE.test(id)),
                    priority: 10,
                  },
                  // The accordion (FAQs on city, service and information pages) apart from the fields.
                  { name: 'mantine-accordion', test: (id: string) => MANTINE.test(id) && isScript(id) && ACCORDION.test(id), priority: 9 },
                  { name: 'mantine-inputs', test: (id: string) => MANTINE.test(id) && isScript(id) && !MANTINE_FOR_SOME_PARTS.test(id), priority: 8 },
                  // Small shared modules only: a page's own content (a city's record, the FAQ) stays with it,
                  // and so do pages' titles and descriptions (the service pages', decision 0055).
                  { name: 'calculator-views', test: CALCULATOR_VIEWS, includeDependenciesRecursively: false, priority: 6 },
                  { name: 'calculators', test: CALCULATOR_RULES, includeDependenciesRecursively: false, priority: 6 },
                  { name: 'french', test: FRENCH_EVERYWHERE, includeDependenciesRecursively: false, priority: 6 },
                  { name: 'contact-form', test: CONTACT_FORM_PARTS, includeDependenciesRecursively: false, priority: 6 },
                  { name: 'site', test: (id: string) => sharedSmallModule(id) && firstLoad.has(id), minShareCount: 5, maxModuleSize: 6000, priority: 5 },
                  {
                    name: 'shared-parts',
                    test: (id: string) => sharedSmallModule(id) && !firstLoad.has(id),
                    includeDependenciesRecursively: false,
                    minShareCount: 8,
                    maxModuleSize: 6000,
                    priority: 4,
                  },
                ],
              },
            },
          },
    },
    preview: { port: 4173, host: '127.0.0.1' },
    test: {
      restoreMocks: true,
      unstubGlobals: true,
      testTimeout: 20000,
      // Vitest leaves a core to itself by default: on CI's two cores that is one worker.
      maxWorkers: '100%',
      // Rules, content and tooling run in Node; views, model tests and anything touching the DOM run
      // in jsdom with the setup (jest-dom, preloaded chunks, console guard). A file is placed by its
      // extension: a `.test.ts` under tests/unit or tests/lint needs no DOM (one that drives a bare
      // document asks for it with a `@vitest-environment jsdom` comment). Neither isolates files
      // (decision 0036): what a test changes globally, it undoes.
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            pool: 'threads',
            isolate: false,
            include: ['tests/unit/**/*.test.ts', 'tests/lint/**/*.test.ts'],
            exclude: ['**/*.isolated.test.ts'],
          },
        },
        // A test that replaces a module (vi.mock) runs in modules of its own, or the other files of
        // its worker would share the stand-in (or it their real module).
        { extends: true, test: { name: 'isolated', environment: 'node', pool: 'threads', isolate: true, include: ['tests/unit/**/*.isolated.test.ts'] } },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            pool: 'threads',
            isolate: false,
            setupFiles: ['tests/setup.ts'],
            globalSetup: ['tests/model/coverage-report.ts'],
            include: ['tests/unit/**/*.test.tsx', 'tests/model/**/*.test.{ts,tsx}', 'tests/component/**/*.test.{ts,tsx}'],
          },
        },
      ],
    },
  };
});
