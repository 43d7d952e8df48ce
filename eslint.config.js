import js from '@eslint/js';
import vitest from '@vitest/eslint-plugin';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers of the site, top to bottom (README "Architecture", decision 0009). A file may
 * import from its own layer (a feature only from itself) and from the layers below it, never
 * from above. tests/lint/layers.test.ts probes each fence with an import that must fail.
 */
export const LAYERS = [
  { type: 'app', pattern: 'src/app' },
  { type: 'pages', pattern: 'src/pages' },
  { type: 'feature', pattern: 'src/features/*', capture: ['featureName'] },
  { type: 'shared', pattern: 'src/shared' },
  { type: 'content', pattern: 'src/content' },
  { type: 'machines', pattern: 'machines' },
];

const layer = (type, captured) => ({ to: { element: captured ? { type, captured } : { type } } });
const BELOW_FEATURES = [layer('shared'), layer('content'), layer('machines')];

export const LAYER_POLICIES = [
  { from: { element: { type: 'app' } }, allow: [layer('app'), layer('pages'), layer('feature'), ...BELOW_FEATURES] },
  { from: { element: { type: 'pages' } }, allow: [layer('feature'), ...BELOW_FEATURES] },
  // A feature imports only its own folder: two features meet in a page, never inside each other.
  {
    from: { element: { type: 'feature' } },
    allow: [layer('feature', { featureName: '{{ from.captured.featureName }}' }), ...BELOW_FEATURES],
  },
  { from: { element: { type: 'shared' } }, allow: BELOW_FEATURES },
  { from: { element: { type: 'content' } }, allow: [layer('content'), layer('machines')] },
  { from: { element: { type: 'machines' } }, allow: [layer('machines')] },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'dist-lab', 'dist-lab-ssr', 'reports', 'test-results', 'playwright-report', 'node_modules', '.stryker-tmp*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.mjs', '*.js'],
    languageOptions: { globals: globals.node },
  },
  {
    // One-way layers: app -> pages -> features -> shared -> content -> machines.
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': LAYERS,
      'boundaries/include': ['src/**/*', 'machines/**/*'],
      // Relative imports only (no path aliases): Node's resolution with TypeScript's extensions is enough.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            '{{ from.type }} may not import {{ to.type }}: imports flow one way, app -> pages -> features -> shared -> content -> machines, and a feature never imports another feature.',
          policies: LAYER_POLICIES,
        },
      ],
      // A file that is in none of the layers is a file in the wrong room.
      'boundaries/no-unknown-files': 'error',
    },
  },
  {
    // Machines are pure: no React, no Mantine, no DOM, and never anything from src/.
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/src', '**/src/**', 'src/**'], message: 'machines/ never imports from src/: pass what it needs as input.' },
            {
              group: ['react', 'react-dom', 'react-dom/*', '@mantine/*', '@xstate/react', 'react-router-dom'],
              message: 'machines/ are pure TypeScript: no React or UI libraries.',
            },
          ],
        },
      ],
    },
  },
  {
    // The pages' titles and descriptions load with their pages (decision 0055): code imports the one
    // it needs (src/content/pages/meta/<page>.ts), never the list, which would bring every one along.
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/content/pages/meta.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)pages/meta$',
              message: "Import the page's own titles module (content/pages/meta/<page>), not the list of them all: it would bundle every one (decision 0055).",
            },
          ],
        },
      ],
    },
  },
  {
    // Content is typed data: from machines it may take types only.
    files: ['src/content/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/machines/**'], allowTypeImports: true, message: 'src/content/ may import only types from machines/.' }] },
      ],
    },
  },
  {
    // Tests that judge (decision 0078): a model or browser test writes what a visitor should see and
    // what the office should receive as literals from docs/spec. It never asks the code under test
    // (a machine's rules or view model, a payload builder, a formatter) what to expect, or it would
    // follow that code's bugs. Types may be imported; inputs come from fixtures and content.
    // The path generator and the random walks only walk (they expect nothing), and the committed path
    // tests' walker reads the view model as the actual their inline snapshots judge, so they may.
    files: ['tests/model/**/*.ts', 'tests/model/**/*.tsx', 'tests/e2e/**/*.ts'],
    ignores: [
      'tests/model/paths.ts',
      'tests/model/view-events.ts',
      'tests/model/random-walks.tsx',
      'tests/model/configurations.ts',
      'tests/model/*-model-options.ts',
      'tests/model/skeleton-view-models.ts',
      'tests/model/skeleton-views.tsx',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '(^|/)machines/.+\\.(rules|view|machine)$|(^|/)machines/shared/(business-hours|calculator-rules|contact-rules|ontario-holidays|opening-hours|service-area-rules|telephone-rules|visit-facts|wall-clock)$|(^|/)consultation-windows$',
              allowTypeImports: true,
              message:
                "A judging test does not ask the machine's rules, view model or machine module what to expect: write the expected words, figures and fields as literals from docs/spec (decision 0078). Types may be imported.",
            },
            {
              regex:
                '(^|/)(features/quiz/care-plan|features/consultation/consultation-request-fields|features/chat/deliver-offline-message|features/chat/away-hours|features/chat/reply-links|shared/lib/money|shared/lib/care-rates|content/french-formats|content/long-date|content/rounded-digits)$',
              allowTypeImports: true,
              message:
                'A judging test does not compute what to expect with a payload builder or a formatter: write the posted fields, the price or the date as a literal from docs/spec (decision 0078). Types may be imported.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/unit/**', 'tests/component/**', 'tests/model/**', 'tests/*.ts', 'tests/*.tsx'],
    plugins: { vitest },
    rules: {
      // `walk` (the consultation's model test) checks the page after every step it takes.
      'vitest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*', 'assert*', 'walk'] }],
      'vitest/no-disabled-tests': 'error',
      'vitest/no-focused-tests': 'error',
    },
  },
);
