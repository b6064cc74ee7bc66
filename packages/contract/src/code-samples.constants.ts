/** Zod-free part of the code samples' contract (see site.constants.ts for why). */

/** Languages of the code samples (`/lang/{lang}`), in the order the index lists them. */
export const CODE_SAMPLE_LANGS = ['python', 'javascript', 'php', 'go', 'java', 'ruby', 'csharp'] as const;
export type CodeSampleLang = (typeof CODE_SAMPLE_LANGS)[number];
/** Complete scripts of the solver landings (`/puppeteer-captcha-solver` and the like). */
export const CODE_SAMPLE_SOLVERS = ['puppeteer', 'selenium', 'bounding-box'] as const;
export type CodeSampleSolver = (typeof CODE_SAMPLE_SOLVERS)[number];
export type CodeSampleKey = CodeSampleLang | CodeSampleSolver;

export const CODE_SAMPLES_PATHS = {
  /** The files of one set with this deployment's address filled in. */
  set: '/api/v1/code-samples/:lang',
} as const;

/**
 * How the project checks a set in CI: `run` executes it against a test server with a worker
 * answering; `none` means no checker is installed in CI for it.
 */
export const CODE_SAMPLE_CHECKS = ['run', 'none'] as const;
