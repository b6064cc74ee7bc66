// `npm run bench -- web`: what a visitor's phone gets from the production build, and how fast the
// server comes back after a restart. Two parts, in this order:
//   1. start-up: the server on a fresh embedded data directory once, then restarted on it; spawn →
//      /readyz and the phases the server logs (bench/lib/startup.mjs);
//   2. Lighthouse (mobile preset, simulated throttling) on each page of PAGES, BENCH_WEB_RUNS times,
//      the median run by performance score (bench/lib/lighthouse.mjs).
// See bench/README.md (## Web) for the env vars and how to read the figures.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATEGORIES, erroredAudits, failingAudits, lighthouseRun, medianRun, summarise } from './lib/lighthouse.mjs';
import { buildUnlessSkipped, machine, runMain, stamp, writeResults } from './lib/scenario.mjs';
import { startServer } from './lib/server.mjs';
import { measureStartup, printStartup } from './lib/startup.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const num = (name, fallback) => Number(process.env[name] ?? fallback);
const RUNS = num('BENCH_WEB_RUNS', 3);
const RESTARTS = num('BENCH_STARTUP_RESTARTS', 3);
// The issue's target: a restarted server answers /readyz within 3 s.
const RESTART_TARGET_MS = 3000;

// The pages measured, one line each (blog, catalogue, demo, proxy join as they land).
// BENCH_WEB_PAGES=/pricing,/auth/login measures only those.
const PAGES = [
  '/', //
  '/pricing',
  '/auth/login',
  '/public_statistics/service-load',
  '/api-docs/recaptcha-v2',
];

// BENCH_WEB_PARTS=lighthouse (or startup) runs one part only.
const PARTS = (process.env.BENCH_WEB_PARTS ?? 'startup,lighthouse').split(',').map((p) => p.trim());

// The server as in production, minus what would measure the bench instead of the site: a fresh
// embedded database without the demo seed (the pages above show the same HTML with or without
// it), no rate limit on the event tracker the pages call (9 page loads a minute from one IP).
// 127.0.0.1 is named an international host: the bench's address must not fall to DEFAULT_SITE.
const SERVER_ENV = {
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  SERVE_WEB: 'true',
  EVENT_TRACKER_RATE_LIMIT: '0',
  INTERNATIONAL_HOSTS: '127.0.0.1,localhost',
};

const pages = process.env.BENCH_WEB_PAGES ? process.env.BENCH_WEB_PAGES.split(',').map((p) => p.trim()) : PAGES;

/** The commit measured (and whether the work tree had changes on top of it). */
function commit() {
  const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout?.trim() ?? '';
  return { id: git('rev-parse', '--short', 'HEAD'), dirty: git('status', '--porcelain').length > 0 };
}

/** `Chromium 131.0.6778.85 built on Debian …`; the wrapper script's own complaints go to stderr. */
function chromiumVersion() {
  const r = spawnSync(process.env.CHROME_PATH || '/usr/bin/chromium', ['--version'], { encoding: 'utf8' });
  return r.stdout?.trim() || `unknown (${r.error?.message ?? r.stderr?.trim()})`;
}

// Now and then Lighthouse 12.2.3 fails to find the navigation in current Chromium's trace
// (NO_NAVSTART) on a page that loaded fine (1 run in 18 here with the pages warmed up, see
// warmUp): such a run is repeated, up to this many times.
const RETRIES = 2;

/** A report as bench/results/<stamp>-web/<page><suffix>.json (the Lighthouse viewer opens it). */
function saveReport(dir, page, lhr, suffix = '') {
  fs.mkdirSync(dir, { recursive: true });
  const name = page === '/' ? 'home' : page.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-');
  const file = path.join(dir, `${name}${suffix}.json`);
  fs.writeFileSync(file, JSON.stringify(lhr));
  return path.relative(root, file);
}

/** What the server answers to a plain GET of `url` right now: a status, or why there was none. */
const probe = (url) =>
  fetch(url).then(
    (res) => `HTTP ${res.status}`,
    (err) => err.cause?.code ?? err.message,
  );

/**
 * One run, repeated when Lighthouse itself fails; each failure is kept in `retried` with the
 * server's answer to a plain GET right after it (a dead server and a Lighthouse fault look alike).
 */
async function runWithRetries(url, page, reportDir, retried) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await lighthouseRun(url + page);
    } catch (err) {
      const answer = await probe(url + page);
      const report = err.lhr ? saveReport(reportDir, page, err.lhr, `-failed-${retried.length + 1}`) : null;
      retried.push({ error: err.message, plainGet: answer, report });
      console.log(`  ${err.message}; a plain GET answers ${answer}${report ? `; report ${report}` : ''}`);
      if (attempt >= RETRIES) throw err;
    }
  }
}

// Plain GETs of a page before its runs. The first render of a page after the server starts loads
// its code (SSR chunks, JIT): not what visitors of a running server wait for. (And the first
// Lighthouse run of such a page failed with NO_NAVSTART in 4 trials out of 9 here.)
const WARMUP_GETS = 3;

async function warmUp(url) {
  for (let i = 0; i < WARMUP_GETS; i++) {
    const res = await fetch(url);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  }
}

/** RUNS Lighthouse runs of one page; the median's figures and failing audits, every run's figures. */
async function measurePage(url, page, reportDir) {
  await warmUp(url + page);
  const runs = [];
  const retried = [];
  for (let i = 1; i <= RUNS; i++) {
    console.log(`lighthouse ${page}: run ${i}/${RUNS} …`);
    const lhr = await runWithRetries(url, page, reportDir, retried);
    runs.push({ lhr, summary: summarise(lhr), failing: failingAudits(lhr), errored: erroredAudits(lhr) });
  }
  const median = medianRun(runs);
  saveReport(reportDir, page, median.lhr);
  const performance = runs.map((r) => r.summary.scores.performance);
  return {
    page,
    median: median.summary,
    performanceRange: [Math.min(...performance), Math.max(...performance)],
    failing: median.failing,
    errored: median.errored,
    retried,
    runs: runs.map((r) => r.summary),
  };
}

const SHORT = { performance: 'perf', accessibility: 'a11y', 'best-practices': 'best pr.', seo: 'seo' };

function printPages(results) {
  console.table(
    Object.fromEntries(
      results.map((r) => [
        r.page,
        {
          ...Object.fromEntries(CATEGORIES.map((c) => [SHORT[c], r.median.scores[c]])),
          'perf range': r.performanceRange.join('–'),
          'LCP s': r.median.lcpS,
          'TBT ms': r.median.tbtMs,
          CLS: r.median.cls,
          'FCP s': r.median.fcpS,
          'JS kB': r.median.jsKB,
          'total kB': r.median.totalKB,
        },
      ]),
    ),
  );
  // What to fix, page by page: the median run's audits below 0.9.
  for (const r of results) {
    console.log(`\n${r.page}: ${r.failing.length} audits below 0.9`);
    for (const a of r.failing) {
      const value = a.displayValue ? ` (${a.displayValue})` : '';
      console.log(`  ${a.score.toFixed(2)}  ${a.title}${value}  [${a.id}; ${a.categories.join(', ')}]`);
    }
    if (r.retried.length > 0) console.log(`  runs repeated after Lighthouse failed: ${r.retried.length}`);
    if (r.errored.length > 0)
      console.log(`  not computed by Lighthouse (see bench/README.md): ${r.errored.join(', ')}`);
  }
}

async function lighthouseAll(reportDir) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crowdsolve-bench-web-'));
  const server = await startServer(root, { ...SERVER_ENV, DATA_DIR: dataDir, DATABASE_URL: '' });
  try {
    const results = [];
    for (const page of pages) results.push(await measurePage(server.url, page, reportDir));
    return results;
  } finally {
    const code = await server.stop();
    if (code !== 0) console.error(`bench: web server exited with code ${code}`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  buildUnlessSkipped(root);
  const date = new Date().toISOString();
  const out = {
    date,
    commit: commit(),
    machine: { ...machine(), chromium: chromiumVersion() },
    settings: { runs: RUNS, restarts: RESTARTS, preset: 'mobile (lighthouse default, simulated throttling)', pages },
  };
  if (PARTS.includes('startup')) {
    console.log(`\n== start-up: a fresh data directory, then ${RESTARTS} restarts on it`);
    out.startup = await measureStartup(root, SERVER_ENV, RESTARTS);
    printStartup(out.startup, RESTART_TARGET_MS);
  }
  if (PARTS.includes('lighthouse')) {
    console.log(`\n== lighthouse (mobile): ${pages.length} pages × ${RUNS} runs, the median by performance`);
    const reportDir = path.join(root, 'bench/results', `${stamp(date)}-web`);
    out.pages = await lighthouseAll(reportDir);
    printPages(out.pages);
    console.log(`\nthe median runs' reports: ${path.relative(root, reportDir)}/`);
  }
  writeResults(root, `${stamp(date)}-web.json`, out);
}

runMain(main);
