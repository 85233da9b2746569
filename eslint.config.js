import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import { boundaryElements, boundaryPolicies } from './eslint.boundaries.js';
import { i18nPlugin } from './eslint.i18n.js';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage', 'playwright-report', 'test-results', 'dev-dist'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Who may import whom: eslint.boundaries.js.
    files: ['src/**/*.{ts,tsx}', 'sandbox/**/*.ts', 'contract/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/elements': boundaryElements,
    },
    rules: { 'boundaries/dependencies': ['error', { default: 'allow', policies: boundaryPolicies }] },
  },
  {
    // A library module does not navigate: it emits an event the app follows (src/app/session-end.ts).
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[property.name=/^(assign|replace|reload)$/]:matches([object.name='location'], [object.property.name='location'])",
          message: 'Navigation belongs to src/app: emit an event instead.',
        },
        {
          selector:
            "AssignmentExpression > MemberExpression.left:matches([object.name='location'], [object.property.name='location'], [property.name='location'])",
          message: 'Navigation belongs to src/app: emit an event instead.',
        },
      ],
    },
  },
  {
    // Making an Intl formatter looks the locale's data up (milliseconds on a phone): views take them from src/utils/intl.ts,
    // one per locale and options (a chart that made one per cell cost the battery view a long task).
    files: ['src/{app,components,features}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.object.name='Intl']",
          message: 'Take the formatter from src/utils/intl.ts (one per locale and options).',
        },
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/][arguments.length>0]',
          message: 'toLocaleString with a locale makes a formatter each call: use src/utils/intl.ts.',
        },
      ],
    },
  },
  {
    // Everything in src/ reads queries through src/lib/use-query.ts: an answer renders as a transition there, never as a
    // synchronous render (issue 18), and React Query's own hooks stay off the first route.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/use-query.ts', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              importNames: ['useQuery', 'useQueries'],
              message: 'Use src/lib/use-query.ts: its answers render as a transition.',
            },
          ],
        },
      ],
    },
  },
  {
    // The runtime config is checked before the first page: zod's schemas for it were a long task at every start on a
    // phone (issue 18), so its checks are written out in src/config/runtime-schema.ts.
    files: ['src/config/**/*.ts', 'src/main.tsx'],
    ignores: ['src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['zod', 'zod/*'], message: 'The start runs no schema library: see runtime-schema.ts.' }],
        },
      ],
    },
  },
  {
    // Words users read come from the catalogue (eslint.i18n.js, src/lib/i18n/README.md).
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx', 'src/test/**', 'src/**/testing/**'],
    plugins: { i18n: i18nPlugin },
    rules: { 'i18n/no-literal-text': 'error' },
  },
);
