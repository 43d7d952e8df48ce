import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'reports', 'test-results', 'playwright-report', 'node_modules'] },
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
    // Machines are pure: no React, no Mantine, no DOM, and never anything from src/.
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/src', '**/src/**', 'src/**'], message: 'machines/ never imports from src/: pass what it needs as input.' },
            { group: ['react', 'react-dom', 'react-dom/*', '@mantine/*', '@xstate/react', 'react-router-dom'], message: 'machines/ are pure TypeScript: no React or UI libraries.' },
          ],
        },
      ],
    },
  },
);
