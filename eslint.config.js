// Lint rules for the whole repository, including the import boundaries of DESIGN.md §3:
// web imports only contracts and the waveform parser; the server never imports the sandbox; the worker never the database.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'artifacts/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        TextDecoder: 'readonly',
        Blob: 'readonly',
        fetch: 'readonly',
        performance: 'readonly',
        AbortSignal: 'readonly',
        AbortController: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**'],
    rules: restrict([
      {
        group: [
          '@veridojo/server',
          '@veridojo/server/*',
          '@veridojo/worker',
          '@veridojo/worker/*',
          '@veridojo/judge',
          '@veridojo/judge/*',
          '@veridojo/problem-format',
          '@veridojo/problem-format/*',
        ],
        message: 'The web app imports only @veridojo/contracts and @veridojo/waveform.',
      },
      {
        group: [
          '**/apps/server/**',
          '**/apps/worker/**',
          '**/packages/judge/**',
          '**/packages/problem-format/**',
          '../../server/**',
          '../../worker/**',
        ],
        message: 'The web app imports only @veridojo/contracts and @veridojo/waveform.',
      },
      { group: ['pg', '@electric-sql/pglite', 'fastify', 'nodemailer'], message: 'Server-only package in the browser bundle.' },
    ]),
  },
  // Accessibility of the web's markup (labels, roles, keyboard handlers); axe-core checks the rendered
  // pages in the e2e run (tests/e2e/accessibility.test.ts).
  {
    ...jsxA11y.flatConfigs.recommended,
    files: ['apps/web/src/**/*.tsx'],
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // autoFocus is only on antd inputs of modal dialogs (login, file names): moving focus into a dialog
      // as it opens is what the WAI-ARIA dialog pattern asks for. A plain DOM element may not autofocus.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // The rules of hooks, and effects that name what they read (the React Compiler rules of the
    // plugin's recommended set are not on: they ask for a rewrite of many effects, a later step).
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['apps/server/**'],
    rules: restrict([
      {
        group: ['@veridojo/judge', '@veridojo/judge/*', '**/packages/judge/**'],
        message: 'The server never runs user code: the sandbox and the judge belong to the worker.',
      },
      {
        group: ['@veridojo/web', '@veridojo/web/*', '@veridojo/worker', '@veridojo/worker/*', '**/apps/web/**', '**/apps/worker/**'],
        message: 'The server does not import other apps.',
      },
    ]),
  },
  {
    files: ['apps/worker/**'],
    rules: restrict([
      {
        group: ['pg', '@electric-sql/pglite', '@veridojo/server', '@veridojo/server/*', '**/apps/server/**'],
        message: 'Workers hold no database credentials: talk to the server over HTTP.',
      },
    ]),
  },
  {
    files: ['packages/problem-format/**'],
    rules: restrict([
      {
        group: ['@veridojo/judge', '@veridojo/judge/*', '**/packages/judge/**', '**/apps/**'],
        message: 'The problem format is free of the tools: the server uses it, so it never reaches the judge.',
      },
    ]),
  },
  {
    files: ['packages/contracts/**'],
    rules: restrict([
      { group: ['@veridojo/*', '**/apps/**', 'node:*'], message: 'Contracts depend on nothing but zod: they run in the browser too.' },
    ]),
  },
  {
    files: ['packages/waveform/**'],
    rules: restrict([
      {
        group: ['@veridojo/*', '**/apps/**', 'node:*', 'zod'],
        message: 'The VCD parser depends on nothing: it runs in the browser, its Web Worker and the server.',
      },
    ]),
  },
);
