// One flat config for every workspace; typed rules through the TypeScript project service.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { fileURLToPath } from 'node:url';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import pwI18n from './scripts/eslint-no-visible-literal.mjs';

const PURE = '@pw/funnel stays pure: inject side effects from the app.';

/** The prospect-facing web files converted to the catalogs so far (issue 41); the lint keeps them so. */
const PROSPECT_FILES_IN_CATALOGS = [
  'apps/web/src/shared/i18n/**/*.tsx',
  'apps/web/src/site/nav/**/*.tsx',
  'apps/web/src/site/footer/**/*.tsx',
  'apps/web/src/site/home/**/*.tsx',
  'apps/web/src/site/pricing/**/*.tsx',
  'apps/web/src/site/privacy/**/*.tsx',
  'apps/web/src/site/site-layout.tsx',
  'apps/web/src/site/shared/icons.tsx',
  'apps/web/src/app/not-found-page.tsx',
  'apps/web/src/onboarding/layout/step-layout.tsx',
  'apps/web/src/onboarding/layout/wizard-progress.tsx',
  'apps/web/src/onboarding/layout/representative-avatar.tsx',
  'apps/web/src/onboarding/steps/welcome-step.tsx',
  'apps/web/src/onboarding/steps/name-step.tsx',
  'apps/web/src/onboarding/steps/contact-step.tsx',
  'apps/web/src/onboarding/steps/address-step.tsx',
  'apps/web/src/onboarding/steps/property-type-step.tsx',
  'apps/web/src/onboarding/steps/service-type-step.tsx',
  'apps/web/src/onboarding/steps/{size,review,quote,confirmation,out-of-area}-step.tsx',
  'apps/web/src/onboarding/{result,address,wizard}/**/*.tsx',
  'apps/web/src/shared/{booking-links,toast/toaster}.tsx',
  'apps/web/src/onboarding/scheduling/**/*.tsx',
  'apps/web/src/site/booking/**/*.tsx',
  'apps/web/src/booking/**/*.tsx',
  'apps/web/src/shared/reschedule-fields.tsx',
  'apps/web/src/shared/booking-links.tsx',
  'apps/web/src/shared/form-controls.tsx',
  'apps/web/src/shared/toast/**/*.tsx',
  'apps/web/src/onboarding/resume/**/*.tsx',
  'apps/web/src/site/terms/**/*.tsx',
  'apps/web/src/app/error-page.tsx',
  'apps/web/src/app/route-error-boundary.tsx',
];
const FUNNEL_FORBIDDEN_GLOBALS = [
  'window',
  'document',
  'navigator',
  'location',
  'localStorage',
  'sessionStorage',
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'process',
  'setTimeout',
  'setInterval',
];

/**
 * The server's folders, lowest first (issue 23): a folder imports only from folders on earlier lines. The
 * root's composition files (server.ts, main.ts) sit above all; env.ts and start-up-errors.ts below all.
 */
const SERVER_LAYERS = [
  ['store'],
  ['settings'],
  ['http'],
  ['auth'],
  ['outbox'],
  ['webhooks', 'mail', 'sms'],
  ['push'],
  ['alerts', 'consent'],
  ['follow-ups'],
  ['pricing'],
  ['appointments'],
  ['leads'],
  ['analytics'],
  ['demo'],
  ['admin'],
  ['web', 'tools'],
];
const SERVER_ROOT_FILES = ['server.ts', 'main.ts'];

/**
 * `import-x/no-restricted-paths` zones for folders in `layers` (lowest first) under `src`: each imports
 * only from earlier lines, never sideways (but on the line `sidewaysOn` indexes) and never from the
 * root's composition files. `name` is the list's name in this file, for the message.
 */
function layerZones({ src, layers, rootFiles, name, sidewaysOn = -1 }) {
  const at = (path) => `${src}/${path}`;
  return layers.flatMap((layer, i) => {
    const above = layers.slice(i + 1).flat();
    const beside = (folder) => (i === sidewaysOn ? [] : layer.filter((other) => other !== folder));
    return layer.map((folder) => ({
      target: at(folder),
      from: [...beside(folder), ...above, ...rootFiles].map(at),
      message: `src/${folder} may import only from lower layers (${name} in eslint.config.js).`,
    }));
  });
}
const serverZones = layerZones({
  src: './apps/server/src',
  layers: SERVER_LAYERS,
  rootFiles: SERVER_ROOT_FILES,
  name: 'SERVER_LAYERS',
});

/**
 * The web app's folders, lowest first (issue 40, docs/architecture.md): the features take what they share
 * from `shared/` and `config/`, never from `app/` (the route table and the ways a page starts) or from each
 * other's folders. The entries (main.tsx, entry-server.tsx) and the development pages sit above all.
 */
const WEB_LAYERS = [['config'], ['shared'], ['site', 'onboarding', 'booking', 'admin'], ['app', 'dev']];
const WEB_ROOT_FILES = ['main.tsx', 'entry-server.tsx'];
// The top line's folders (the route table, the development pages) may import each other.
const webZones = layerZones({
  src: './apps/web/src',
  layers: WEB_LAYERS,
  rootFiles: WEB_ROOT_FILES,
  name: 'WEB_LAYERS',
  sidewaysOn: WEB_LAYERS.length - 1,
});

/**
 * The config block that lints one workspace's folders by their layers: no import cycles, and each folder
 * imports only as `zones` allow. `resolve` tells the resolver how the workspace writes its imports.
 * Tests may reach across to set up what they check.
 */
function layerLint({ files, ignores, zones, resolve }) {
  return {
    files,
    ignores,
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createNodeResolver(resolve)],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        { zones, basePath: fileURLToPath(new URL('.', import.meta.url)) },
      ],
    },
  };
}
// Node's ESM imports of TypeScript: `./x.js` is `./x.ts`.
const JS_IS_TS = { extensionAlias: { '.js': ['.ts', '.js'] } };

/**
 * The funnel's folders, lowest first (issue 40, docs/architecture.md): values and their rules at the bottom
 * (the configuration; contact formats, the calendar, the service area; prices and consent), the lead and
 * the wizard's checks on them, the features that act on a lead (the owner's area, alerts, follow-ups),
 * the statecharts and the send verdict, and the HTTP contract (`api/`) with the test builders on top.
 * The package's index (index.ts) sits above all.
 */
const FUNNEL_LAYERS = [
  ['config', 'i18n'],
  ['contact', 'calendar', 'service-area'],
  ['pricing', 'consent'],
  ['validation', 'lead'],
  ['admin', 'alerts', 'follow-ups'],
  ['machines', 'sending'],
  ['api', 'testing'],
];
const funnelZones = layerZones({
  src: './packages/funnel/src',
  layers: FUNNEL_LAYERS,
  rootFiles: ['index.ts'],
  name: 'FUNNEL_LAYERS',
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '**/.turbo/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/reports/**',
      'apps/server/data/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // No file passes 300 lines, tests and configuration included (issue 40): past that, split by concern.
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The prospect's pages whose text is in the catalogs (issue 41, decision 0322): no visible literal in
    // their JSX. Add a folder or file here when its text moves to the catalogs; the owner's area never.
    files: PROSPECT_FILES_IN_CATALOGS,
    ignores: ['apps/web/**/*.test.{ts,tsx}'],
    plugins: { 'pw-i18n': pwI18n },
    rules: { 'pw-i18n/no-visible-literal': 'error' },
  },
  {
    // Playwright fixtures that need no other fixture are declared as `async ({}, use) => ...`.
    files: ['apps/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // @pw/funnel is pure (decision 0150): no DOM, network, storage, environment, process or clock reads.
    // The app injects them (`now`, actors, storage). Tests and testkits may build fixtures as they like.
    files: ['packages/funnel/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.testkit.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...FUNNEL_FORBIDDEN_GLOBALS.map((name) => ({ name, message: PURE })),
      ],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*', 'fs', 'path', 'os'], message: PURE }] },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: `${PURE} Take \`now\`.`,
        },
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: PURE },
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
          message: PURE,
        },
      ],
    },
  },
  // The funnel's folders follow its arrows (FUNNEL_LAYERS above).
  layerLint({
    files: ['packages/funnel/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    zones: funnelZones,
    resolve: JS_IS_TS,
  }),
  {
    // Configuration is read and validated once (decision 0150): nothing else in the server reads
    // process.env. Tests, test helpers and benches set up their own processes.
    files: ['apps/server/**/*.ts'],
    ignores: [
      'apps/server/src/env.ts',
      'apps/server/src/env-files.ts',
      '**/*.test.ts',
      'apps/server/test/**',
      'apps/server/bench/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through src/env.ts (loadEnv), not process.env.',
        },
      ],
    },
  },
  // The server's folders follow its arrows (issue 23, SERVER_LAYERS above).
  layerLint({
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.testkit.ts'],
    zones: serverZones,
    resolve: JS_IS_TS,
  }),
  // The web app's folders follow its arrows (WEB_LAYERS above).
  layerLint({
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    zones: webZones,
    resolve: { extensions: ['.ts', '.tsx', '.js'] },
  }),
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The owner area's service worker (decision 0214): plain JavaScript, run by the browser as a worker.
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);
