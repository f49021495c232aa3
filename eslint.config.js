import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Dependency direction (docs/architecture.md):
 *   contracts ← server, contracts ← web
 *   web: shared (components, lib, locales) → features → app; features never import each other
 *   server: routes → service → repository → db
 */
const elements = [
  { type: 'contracts', pattern: 'packages/contracts' },
  // The demo content is written like real activity (investors, payments, the ledger), so it may use services.
  { type: 'server-seed', pattern: 'apps/server/src/db/seed' },
  { type: 'server-db', pattern: 'apps/server/src/db' },
  { type: 'server-module', pattern: 'apps/server/src/modules/*', capture: ['module'] },
  { type: 'server', pattern: 'apps/server' },
  { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
  { type: 'web-app', pattern: 'apps/web/src/app' },
  { type: 'web-shared', pattern: 'apps/web/src/{components,lib,locales}' },
  { type: 'web-test', pattern: 'apps/web/test' },
  { type: 'web', pattern: 'apps/web' },
  { type: 'e2e', pattern: 'e2e' },
  { type: 'bench', pattern: 'bench' },
].map((element) => ({ ...element, partialMatch: false }));

/** Server layers, by file name inside a module. */
const files = [
  { category: 'routes', pattern: 'apps/server/src/modules/*/*.routes.ts' },
  { category: 'service', pattern: 'apps/server/src/modules/*/*.service.ts' },
  { category: 'repository', pattern: 'apps/server/src/modules/*/*.repository.ts' },
  { category: 'test', pattern: '**/*.test.{ts,tsx}' },
];

const el = (type) => ({ element: { type } });
const allow = (from, to) => ({ from: el(from), allow: { to: [to].flat().map(el) } });
const forbidLayer = (from, to) => ({
  from: { file: { categories: from } },
  disallow: { to: { file: { categories: to } } },
});

/** Names that hold money (docs/architecture.md, Money): no floating-point rounding or parsing on them. */
const MONEY_NAME = '/amount|minor|major|fee|price|raised|target|networth|balance/i';
const moneyRule = (selector, what) => ({
  selector,
  message: `${what} on an amount: use the exact helpers in packages/contracts/src/money.ts (toMinorUnits, fromMinorUnits, percentOfMinor, …).`,
});
const moneyRules = [
  moneyRule(
    `CallExpression[callee.name='parseFloat'] :matches(Identifier[name=${MONEY_NAME}], Literal[value=${MONEY_NAME}])`,
    'parseFloat',
  ),
  moneyRule(`CallExpression[callee.property.name='parseFloat'] Identifier[name=${MONEY_NAME}]`, 'parseFloat'),
  moneyRule(
    `CallExpression[callee.property.name='toFixed'] > MemberExpression.callee Identifier[name=${MONEY_NAME}]`,
    'toFixed',
  ),
  moneyRule(
    `CallExpression[callee.object.name='Math'][callee.property.name='round'] Identifier[name=${MONEY_NAME}]`,
    'Math.round',
  ),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'apps/web/dist-server/**',
      'data/**',
      '**/coverage/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
      eqeqeq: ['error', 'always'],
      'no-restricted-syntax': ['error', ...moneyRules],
    },
  },
  {
    files: ['tools/**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/files': files,
      'boundaries/include': ['packages/**/*', 'apps/**/*', 'e2e/**/*', 'bench/**/*'],
      'import/resolver': { [fileURLToPath(new URL('./tools/eslint-resolver.cjs', import.meta.url))]: {} },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          checkInternals: true,
          policies: [
            allow('contracts', 'contracts'),
            // Server: modules use the database layer, shared server code and contracts.
            allow('server-db', ['server-db', 'server', 'contracts']),
            allow('server-module', ['server-module', 'server-db', 'server', 'contracts']),
            // The composition root (app.ts, server.ts, plugins, jobs) wires every module.
            allow('server', ['server', 'server-module', 'server-db', 'server-seed', 'contracts']),
            allow('server-seed', ['server-seed', 'server-db', 'server', 'contracts']),
            {
              from: el('server-seed'),
              allow: { to: { element: { type: 'server-module' }, file: { categories: 'service' } } },
            },
            // ...and inside a module the layers only point down: routes → service → repository → db.
            forbidLayer('routes', 'repository'),
            { from: { file: { categories: 'routes' } }, disallow: { to: el('server-db') } },
            forbidLayer('service', 'routes'),
            forbidLayer('repository', ['service', 'routes']),
            // Web: shared ← features ← app; a feature imports only itself.
            allow('web-shared', ['web-shared', 'contracts']),
            {
              from: el('web-feature'),
              allow: {
                to: [
                  { element: { type: 'web-feature', captured: { feature: '{{ from.captured.feature }}' } } },
                  el('web-shared'),
                  el('contracts'),
                ],
              },
            },
            allow('web-app', ['web-app', 'web-feature', 'web-shared', 'contracts']),
            allow('web', ['web', 'web-app', 'web-feature', 'web-shared', 'contracts']),
            // Tests beside the code may use the shared test harness (MSW server, render helpers).
            allow('web-test', ['web-test', 'web', 'web-app', 'web-feature', 'web-shared', 'contracts']),
            { from: { file: { categories: 'test' } }, allow: { to: el('web-test') } },
            allow('e2e', ['e2e', 'contracts']),
            allow('bench', ['bench', 'contracts']),
          ],
        },
      ],
    },
  },
);
