import { CODE_SAMPLE_CHECKS, CODE_SAMPLE_LANGS, CODE_SAMPLE_SOLVERS } from './code-samples.constants.ts';
import { z } from './zod.ts';

export * from './code-samples.constants.ts';

export const CodeSampleParamsSchema = z.object({ lang: z.enum([...CODE_SAMPLE_LANGS, ...CODE_SAMPLE_SOLVERS]) });

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
