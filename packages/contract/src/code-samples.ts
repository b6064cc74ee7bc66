import { z } from './zod.ts';

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

export const CodeSampleParamsSchema = z.object({ lang: z.enum([...CODE_SAMPLE_LANGS, ...CODE_SAMPLE_SOLVERS]) });

/**
 * How the project checks a set in CI: `run` executes it against a test server with a worker
 * answering; `none` means no checker is installed in CI for it.
 */
export const CODE_SAMPLE_CHECKS = ['run', 'none'] as const;

export const CodeSampleFileSchema = z.object({
  name: z.string(),
  /** `solve`: the client (submit, poll, report, balance); `receiver`: the pingback receiver; `project`: build file. */
  role: z.enum(['solve', 'receiver', 'project']),
  code: z.string(),
});
export type CodeSampleFile = z.infer<typeof CodeSampleFileSchema>;

export const CodeSampleSetSchema = z.object({
  lang: z.enum([...CODE_SAMPLE_LANGS, ...CODE_SAMPLE_SOLVERS]),
  /** This deployment's address, written into the files as the default BASE_URL. */
  baseUrl: z.string(),
  /** What to install first (runtime and its version). */
  requires: z.string(),
  /** Shell commands that run the set, in order. */
  run: z.array(z.string()),
  check: z.enum(CODE_SAMPLE_CHECKS),
  files: z.array(CodeSampleFileSchema),
});
export type CodeSampleSet = z.infer<typeof CodeSampleSetSchema>;
