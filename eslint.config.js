// Flat config. Besides the usual TypeScript and hooks rules it enforces the architecture:
// - packages: imports flow tokens <- ui <- site, contracts <- site, contracts <- api, never back;
// - inside the site: app -> pages -> features -> lib (the shared layer), and a feature reaches
//   another feature only through its index.ts;
// - no import cycle anywhere (import-x/no-cycle);
// - the site calls the API one way (lib/callApi) and reads through one hook (lib/useApiQuery): nothing else imports
//   their internals (ky, lib/apiClient, lib/queryObserver, TanStack Query's read hooks) or declares a second one;
// - a feature calls the API and declares its mutations only in its api/ folder (features/<name>/api/<call>.ts).
// scripts/lint-architecture.test.ts proves each rule fails on a fixture that breaks it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const root = path.dirname(fileURLToPath(import.meta.url));
const site = 'apps/site/src';
const features = fs
  .readdirSync(path.join(root, site, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** A feature's public face: the one file another feature, a page or the app may import. */
const featureIndex = `**/${site}/features/*/index.ts`;

const forbid = (...groups) => ({
  'no-restricted-imports': ['error', { patterns: groups.map(([group, message]) => ({ group, message })) }],
});

const siteNeverImportsApi = [['@sukoon/api', '**/apps/api/**'], 'site talks to api over HTTP only.'];
const oneWayToCall = [
  [['ky', 'ky/*'], 'The site calls the API only through callApi (lib/callApi), which loads the HTTP client itself.'],
  [['**/lib/apiClient', './apiClient'], "lib/apiClient is callApi's internal: call callApi (lib/callApi)."],
  [['**/lib/queryObserver', './queryObserver'], "lib/queryObserver is useApiQuery's internal: use lib/useApiQuery."],
];
/** TanStack Query's ways to read, which the one query hook wraps (mutations and the client stay TanStack's). */
const readHooks = {
  group: ['@tanstack/react-query'],
  importNames: [
    'useQuery',
    'useQueries',
    'useInfiniteQuery',
    'useSuspenseQuery',
    'useSuspenseQueries',
    'useSuspenseInfiniteQuery',
    'usePrefetchQuery',
    'queryOptions',
    'infiniteQueryOptions',
    'QueryObserver',
    'InfiniteQueryObserver',
  ],
  message: 'The site reads through its one query hook, useApiQuery (lib/useApiQuery).',
};
/** A feature's calls, which its screens, containers and flows use through the call file's exports. */
const callsInApiFolder = {
  group: ['**/lib/callApi'],
  importNames: ['callApi'],
  message: "A feature calls the API in its api/ folder: add the call's file there (fetcher, options, hook).",
};
const mutationsInApiFolder = {
  group: ['@tanstack/react-query'],
  importNames: ['useMutation', 'useMutationState'],
  message: "A feature's mutations live in its api/ folder: use the call file's hook (features/<name>/api/<call>.ts).",
};
const siteImportRules = (...extra) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        ...[siteNeverImportsApi, ...oneWayToCall].map(([group, message]) => ({ group, message })),
        readHooks,
        ...extra,
      ],
    },
  ],
});

const uiNeverImports = [
  [['@sukoon/site', '**/apps/site/**'], 'ui never imports site: pass data in as props.'],
  [['@sukoon/api', '**/apps/api/**'], 'ui never imports api.'],
  [
    ['ky', 'msw', 'react-router-dom', 'react-router'],
    'ui never fetches or routes: the page passes data and callbacks in.',
  ],
];
// Its stories may show real sentences: they are examples, not the primitive.
const primitivesTakeNoCopy = [
  [
    '@sukoon/contracts/copy',
    '@sukoon/contracts/copy/**',
    '**/packages/contracts/src/copy/**',
    '**/contracts/src/copy/**',
  ],
  "Primitives take no app copy: labels are props, which the patterns or the site pass (from contracts' copy).",
];
/** The modules that are the one call function and the one query hook, and may use what they wrap. */
const callInternals = [
  'apps/site/src/lib/callApi.ts',
  'apps/site/src/lib/callCode.ts',
  'apps/site/src/lib/apiClient.ts',
  'apps/site/src/lib/useApiQuery.ts',
  'apps/site/src/lib/queryObserver.ts',
  'apps/site/src/lib/*.test.{ts,tsx}',
];

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
      // Files that break the rules on purpose, linted only by scripts/lint-architecture.test.ts.
      'scripts/lint-fixtures/**',
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
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Resolves relative paths, package exports and the workspace packages (to their sources), so
      // the rules below see real files.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...features.map((feature) => ({
              target: `${site}/features/${feature}/**/*`,
              from: `${site}/features/!(${feature})/**/*`,
              except: [featureIndex],
              message: 'A feature imports another feature only through its index.ts.',
            })),
            {
              target: [`${site}/app/**/*`, `${site}/pages/**/*`],
              from: `${site}/features/**/*`,
              except: [featureIndex],
              message: 'The app and the pages import a feature only through its index.ts.',
            },
            {
              target: `${site}/features`,
              from: [`${site}/app`, `${site}/pages`],
              message: 'Features never import the app or the pages: move what they share to src/lib.',
            },
            {
              target: `${site}/lib`,
              from: [`${site}/app`, `${site}/pages`, `${site}/features`],
              message: 'src/lib is the shared layer: it imports no feature, page or app module.',
            },
            { target: `${site}/pages`, from: `${site}/app`, message: 'Pages never import the app.' },
            {
              target: 'packages/ui/src/primitives',
              from: 'packages/ui/src/patterns',
              message: 'Primitives are the lower layer of the design system: they never import a pattern.',
            },
            { target: 'packages/ui', from: 'apps/site', message: 'ui never imports site: pass data in as props.' },
            { target: 'packages/ui', from: 'apps/api', message: 'ui never imports api.' },
            { target: 'packages/contracts', from: ['packages/ui', 'apps'], message: 'contracts is a leaf.' },
            { target: 'apps/api', from: ['apps/site', 'packages/ui'], message: 'api never imports site or ui.' },
            { target: 'apps/site', from: 'apps/api', message: 'site talks to api over HTTP only.' },
          ],
        },
      ],
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
    rules: forbid(...uiNeverImports),
  },
  {
    files: ['packages/ui/src/primitives/**'],
    ignores: ['**/*.stories.tsx'],
    rules: forbid(...uiNeverImports, primitivesTakeNoCopy),
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
    rules: {
      ...siteImportRules(),
      'no-restricted-syntax': [
        'error',
        {
          selector:
            ':matches(FunctionDeclaration, VariableDeclarator)[id.name=/^(call\\w*Api\\w*|fetchApi\\w*|use\\w*Query)$/]',
          message: 'The site has one call function (callApi, lib/callApi) and one query hook (useApiQuery): use them.',
        },
      ],
    },
  },
  {
    files: [`${site}/features/**`],
    ignores: [`${site}/features/*/api/**`],
    rules: siteImportRules(callsInApiFolder, mutationsInApiFolder),
  },
  {
    files: callInternals,
    rules: { ...forbid(siteNeverImportsApi), 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.stories.tsx', '**/*.test.{ts,tsx}', 'e2e/**', '.storybook/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
