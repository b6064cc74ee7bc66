// Import boundaries of the web app (apps/web/src), checked by `npm run lint` (the server's are in
// .dependency-cruiser.cjs).
//
// The app is built in floors; a file imports from its own floor and the ones below, never above:
//
//   entry-*.tsx        the two entries (browser, server render): may import anything
//   app/               the shell: router, route table, layout, head, seo, i18n wiring
//   pages/             one screen per route, loaded on demand by the route table (app/pages.ts)
//   features/          what the screens are made of (API calls, forms, panels), one folder an area
//   ui/                shared components
//   lib/               the ground floor: app env, request, language paths, formatters, i18n loading
//
// Rules:
//  1. web-lib-ground-floor, web-ui-above-lib-only, web-features-below-pages, web-pages-below-app,
//     web-entries-on-top: the floors above. Type-only imports count too: a feature that needs a
//     fact of the route table is handed it (or the pure piece lives in lib/).
//  2. web-catalogues-off-the-client: only app/i18n.ts (the server's renders, tests) imports
//     `@crowdsolve/i18n`, every catalogue of every language; the rest of the app takes
//     `@crowdsolve/i18n/namespaces` and the browser fetches catalogues per screen.
//  3. web-test-helpers-stay-in-tests: production code never imports a test helper.
//  4. web-no-circular: no file cycles. As on the server, type-only imports (`import type`) are not
//     followed; lazy `import()`s (the route table's screens) are.
//
// Test exception (narrow): tests (`*.test.ts(x)`) and test helpers (`testing.ts(x)`, `*.scan.ts`)
// may also import app/i18n.ts (an i18next instance holding every catalogue) and the entries (a
// screen rendered the way the server renders it). Anything else of a higher floor stays out of
// reach.
const { options: serverOptions } = require('./.dependency-cruiser.cjs');

const SRC = '^apps/web/src/';
const TEST_HELPER = '(^|/)testing\\.tsx?$|\\.scan\\.ts$';
const TEST_FILE = `\\.test\\.tsx?$|${TEST_HELPER}`;
const SERVER_I18N = `${SRC}app/i18n\\.ts$`;
const ENTRIES = `${SRC}entry-[^/]+\\.tsx?$`;
/** `@crowdsolve/i18n`: every catalogue of every language (its `/namespaces` is the light part). */
const CATALOGUES = '^packages/i18n/src/index\\.ts$';

/** A floor's rule: its production files never import `above`; its tests may import app/i18n.ts too. */
function floor(name, comment, from, above) {
  return [
    { name, severity: 'error', comment, from: { path: from, pathNot: TEST_FILE }, to: { path: above } },
    {
      name,
      severity: 'error',
      comment: `${comment} (Its tests and test helpers may also import app/i18n.ts.)`,
      from: { path: from, pathNot: `^(?!.*(${TEST_FILE}))` },
      to: { path: above, pathNot: SERVER_I18N },
    },
  ];
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...floor('web-lib-ground-floor', 'lib/ is the ground floor: it imports nothing else of the app.', `${SRC}lib/`, [
      `${SRC}(ui|features|pages|app)/`,
    ]),
    ...floor('web-ui-above-lib-only', 'ui/ imports lib/ only: nothing from features/, pages/, app/.', `${SRC}ui/`, [
      `${SRC}(features|pages|app)/`,
    ]),
    ...floor(
      'web-features-below-pages',
      'features/ import features/, ui/ and lib/: nothing from pages/ or app/.',
      `${SRC}features/`,
      [`${SRC}(pages|app)/`],
    ),
    ...floor('web-pages-below-app', 'pages/ import features/, ui/ and lib/: nothing from app/.', `${SRC}pages/`, [
      `${SRC}app/`,
    ]),
    {
      name: 'web-entries-on-top',
      severity: 'error',
      comment: 'Nothing imports an entry (entry-client.tsx, entry-server.tsx) but its tests.',
      from: { path: SRC, pathNot: TEST_FILE },
      to: { path: ENTRIES },
    },
    {
      name: 'web-catalogues-off-the-client',
      severity: 'error',
      comment:
        'Only app/i18n.ts (server and tests) loads every catalogue (`@crowdsolve/i18n`); the browser takes the namespaces from `@crowdsolve/i18n/namespaces` and fetches catalogues per screen.',
      from: { path: SRC, pathNot: [SERVER_I18N, TEST_FILE] },
      to: { path: CATALOGUES, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'web-test-helpers-stay-in-tests',
      severity: 'error',
      comment: 'Production code never imports a test helper.',
      from: { path: SRC, pathNot: TEST_FILE },
      to: { path: TEST_FILE },
    },
    {
      name: 'web-no-circular',
      severity: 'error',
      comment: 'No file cycles in the web app (type-only imports are not followed).',
      from: { path: SRC },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  // As the server's (tsconfig.json's resolution, `import type` seen, node_modules and builds left
  // out), but for the web's files; the workspace packages resolve through their `exports` (to see
  // which of @crowdsolve/i18n's entries a file imports).
  options: {
    ...serverOptions,
    includeOnly: [SRC, CATALOGUES],
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'default'],
    },
  },
};
