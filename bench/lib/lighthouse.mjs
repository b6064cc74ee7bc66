// Lighthouse on one page: a fresh headless Chromium per run, the default (mobile) config with its
// simulated throttling, and the figures a reader compares across runs pulled out of the report.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

// Debian's Chromium; CHROME_PATH points elsewhere (chrome-launcher reads the same variable).
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
// --no-sandbox: the bench runs as root on CI machines, where Chromium's sandbox refuses to start.
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

// No `settings.formFactor`/`screenEmulation`/`throttling`: Lighthouse's defaults are the mobile
// preset (Moto G Power screen, simulated slow 4G and 4× CPU slowdown), the one PageSpeed reports.
const CONFIG = { extends: 'lighthouse:default', settings: { onlyCategories: CATEGORIES } };

// Audits that carry no pass/fail: they are listed in the report but are nothing to fix.
const UNSCORED = new Set(['informative', 'manual', 'notApplicable']);

/** Runs Lighthouse once on `url` in a Chromium of its own; resolves with the report (lhr). */
export async function lighthouseRun(url) {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }, CONFIG);
    if (!result?.lhr) throw new Error(`lighthouse returned no report for ${url}`);
    const { runtimeError } = result.lhr;
    // A page that failed to load still yields a report, with null scores: that is a failed run. The
    // report goes with the error (its network-requests audit shows how the document request failed).
    if (runtimeError) {
      const err = new Error(`lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
      err.lhr = result.lhr;
      throw err;
    }
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

const kB = (bytes) => Math.round(bytes / 102.4) / 10;
const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** Bytes transferred per resource type, from the `resource-summary` audit. */
function transferred(lhr) {
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  const of = (type) => items.find((i) => i.resourceType === type)?.transferSize ?? 0;
  return {
    jsKB: kB(of('script')),
    totalKB: kB(of('total')),
    requests: items.find((i) => i.resourceType === 'total')?.requestCount ?? 0,
  };
}

/** The figures of one run: scores 0–100, metrics in s/ms, transfer sizes in kB. */
export function summarise(lhr) {
  const score = (id) => {
    const s = lhr.categories[id]?.score;
    return s == null ? null : Math.round(s * 100);
  };
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])),
    lcpS: Math.round(numeric(lhr, 'largest-contentful-paint') / 10) / 100,
    tbtMs: Math.round(numeric(lhr, 'total-blocking-time')),
    cls: Math.round(numeric(lhr, 'cumulative-layout-shift') * 1000) / 1000,
    fcpS: Math.round(numeric(lhr, 'first-contentful-paint') / 10) / 100,
    ...transferred(lhr),
  };
}

/**
 * The audits to fix: scored below 0.9 (Lighthouse's "passed" threshold), each once even when it
 * belongs to several categories, worst first, with the categories it counts in.
 */
export function failingAudits(lhr) {
  const byId = new Map();
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      // score null: the audit itself errored (its message is in the saved figures' report, not a page fault).
      if (!audit || UNSCORED.has(audit.scoreDisplayMode) || audit.score == null || audit.score >= 0.9) continue;
      const entry = byId.get(ref.id) ?? {
        id: ref.id,
        title: audit.title,
        score: audit.score,
        displayValue: audit.displayValue ?? null,
        categories: [],
      };
      entry.categories.push(category);
      byId.set(ref.id, entry);
    }
  }
  return [...byId.values()].sort((a, b) => a.score - b.score || a.id.localeCompare(b.id));
}

/**
 * Audits Lighthouse could not compute (score null with an error). Lighthouse 12.2.3 (the newest
 * that installs here, see bench/README.md) predates the trace format of current Chromium: its trace
 * engine fails on the frame reporter events, which takes out the insights built on it (render-
 * blocking resources, the LCP element, layout-shift causes). The metrics and scores do not use it.
 */
export function erroredAudits(lhr) {
  const ids = new Set(CATEGORIES.flatMap((c) => (lhr.categories[c]?.auditRefs ?? []).map((r) => r.id)));
  return [...ids].filter((id) => lhr.audits[id]?.scoreDisplayMode === 'error').sort();
}

/** The run in the middle by performance score (the lower middle of an even count). */
export function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => (a.summary.scores.performance ?? -1) - (b.summary.scores.performance ?? -1));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
