// Import boundaries of the server (apps/server/src), checked by `npm run lint`.
//
// A module (apps/server/src/modules/<name>/) shows the rest of the server one file: its index.ts
// (routes registration, service types, the few functions others may call). Everything else in
// the folder (repos, tables, inner services, helpers) is private to it.
//
// Rules:
//  1. module-boundary: a file in modules/<A>/ imports from modules/<B>/ (B ≠ A) only
//     modules/<B>/index.ts.
//  2. outside-uses-module-index: the same for the server outside modules/ (app.ts, main.ts,
//     cli/, db/seeds/, platform/). Two exceptions, each for the one file that composes a piece of
//     every module: db/schema.ts builds the Kysely schema from each module's `<name>.tables.ts`
//     (table shapes only), and db/seeds/demo-steps.ts lists each module's demo step
//     (`<name>.demo.ts`).
//  3. platform-below-modules: platform/ is under the modules; its production files never import
//     a module (its tests may, through the module's index.ts).
//  4. test-helpers-stay-in-tests: production code never imports a test helper.
//  5. no-circular: no file cycles anywhere in the server. Type-only imports (`import type`,
//     erased at compile time) are not followed when looking for cycles: a module's deps may name
//     the service type of a module that itself uses the first one (solving's deps name
//     CallbacksService; callbacks formats answers with solving's task codecs). Every runtime
//     cycle fails.
//
// Test exception (narrow): test files (`*.test.ts`) and test helpers (`test-support.ts`,
// `test-fixtures.ts`, `*-harness.ts`) may also import another module's test helpers, by those
// exact names. Anything else of another module still comes through its index.ts.
const SRC = '^apps/server/src/';
const MODULES = `${SRC}modules/`;
const TEST_HELPER = '(^|/)(test-support|test-fixtures)\\.ts$|-harness\\.ts$';
const TEST_FILE = `\\.test\\.ts$|${TEST_HELPER}`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'module-boundary',
      severity: 'error',
      comment: "A module imports another module only through that module's index.ts.",
      from: { path: `${MODULES}([^/]+)/`, pathNot: TEST_FILE },
      to: {
        path: `${MODULES}[^/]+/`,
        pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'module-boundary',
      severity: 'error',
      comment:
        "A module's test or test helper imports another module through its index.ts or its test helpers (test-support.ts, test-fixtures.ts, *-harness.ts).",
      from: { path: `${MODULES}([^/]+)/.*(\\.test|test-support|test-fixtures|-harness)\\.ts$` },
      to: {
        path: `${MODULES}[^/]+/`,
        pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/index\\.ts$`, TEST_HELPER],
      },
    },
    {
      name: 'outside-uses-module-index',
      severity: 'error',
      comment:
        "Code outside modules/ imports a module only through its index.ts (db/schema.ts may import each module's *.tables.ts).",
      from: { path: SRC, pathNot: [MODULES, `${SRC}db/schema\\.ts$`, `${SRC}db/seeds/demo-steps\\.ts$`] },
      to: { path: MODULES, pathNot: [`${MODULES}[^/]+/index\\.ts$`] },
    },
    {
      name: 'outside-uses-module-index',
      severity: 'error',
      comment: 'db/schema.ts imports only the table shapes of each module.',
      from: { path: `${SRC}db/schema\\.ts$` },
      to: { path: MODULES, pathNot: [`${MODULES}[^/]+/[^/]+\\.tables\\.ts$`] },
    },
    {
      name: 'outside-uses-module-index',
      severity: 'error',
      comment: "db/seeds/demo-steps.ts imports only each module's demo step.",
      from: { path: `${SRC}db/seeds/demo-steps\\.ts$` },
      to: { path: MODULES, pathNot: [`${MODULES}[^/]+/[^/]+\\.demo\\.ts$`] },
    },
    {
      name: 'platform-below-modules',
      severity: 'error',
      comment: 'platform/ is below the modules: it never imports one (its tests may, through index.ts).',
      from: { path: `${SRC}platform/`, pathNot: '\\.test\\.ts$' },
      to: { path: MODULES },
    },
    {
      name: 'test-helpers-stay-in-tests',
      severity: 'error',
      comment: 'Production code never imports a test helper.',
      from: { path: SRC, pathNot: TEST_FILE },
      to: { path: TEST_HELPER },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No file cycles in the server (type-only imports are not followed).',
      from: { path: SRC },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '(^|/)dist/'] },
    includeOnly: SRC,
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
