// Flat config. Besides the usual TypeScript and hooks rules it enforces the architecture:
// imports flow tokens <- ui <- site, contracts <- site, contracts <- api, never back.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const forbid = (...groups) => ({
  'no-restricted-imports': ['error', { patterns: groups.map(([group, message]) => ({ group, message })) }],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'coverage/**',
      '.data/**',
      '.tmp/**',
      'tokens/generated/**',
      '.storybook/public/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/contracts/**'],
    rules: forbid(
      [['@sukoon/ui', '@sukoon/ui/*', '**/packages/ui/**'], 'contracts is a leaf: it never imports ui.'],
      [['@sukoon/site', '**/apps/site/**'], 'contracts is a leaf: it never imports site.'],
      [['@sukoon/api', '**/apps/api/**'], 'contracts is a leaf: it never imports api.'],
      [['react', 'react-dom', 'ky', 'fastify'], 'contracts holds schemas and pure rules only.'],
    ),
  },
  {
    files: ['packages/ui/**'],
    rules: forbid(
      [['@sukoon/site', '**/apps/site/**'], 'ui never imports site: pass data in as props.'],
      [['@sukoon/api', '**/apps/api/**'], 'ui never imports api.'],
      [
        ['ky', 'msw', 'react-router-dom', 'react-router'],
        'ui never fetches or routes: the page passes data and callbacks in.',
      ],
    ),
  },
  {
    files: ['apps/api/**'],
    rules: forbid(
      [['@sukoon/site', '**/apps/site/**'], 'api never imports site.'],
      [['@sukoon/ui', '@sukoon/ui/*', '**/packages/ui/**', 'react', 'react-dom'], 'api never imports ui.'],
    ),
  },
  {
    files: ['apps/site/**'],
    rules: forbid([['@sukoon/api', '**/apps/api/**'], 'site talks to api over HTTP only.']),
  },
  {
    files: ['**/*.stories.tsx', '**/*.test.{ts,tsx}', 'e2e/**', '.storybook/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
