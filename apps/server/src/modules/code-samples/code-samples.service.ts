import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CodeSampleKey, CodeSampleSet } from '@crowdsolve/contract';
import { SAMPLE_DEFS } from './sample-runs.ts';

/** The address the published files use by default; replaced by this deployment's address. */
export const SAMPLE_BASE_URL = 'http://localhost:3000';

/** Reads the published samples (samples/ at the repository root) and fills in this deployment's address. */
export function codeSamplesService(deps: { samplesDir: string; baseUrl: string }) {
  const cache = new Map<CodeSampleKey, Promise<CodeSampleSet>>();

  async function load(key: CodeSampleKey): Promise<CodeSampleSet> {
    const def = SAMPLE_DEFS[key];
    const files = await Promise.all(
      def.files.map(async (f) => {
        const code = await readFile(path.join(deps.samplesDir, def.dir, f.name), 'utf8');
        return { name: f.name, role: f.role, code: code.replaceAll(SAMPLE_BASE_URL, deps.baseUrl) };
      }),
    );
    return {
      lang: key,
      baseUrl: deps.baseUrl,
      requires: def.requires,
      run: def.run,
      check: def.tool ? 'run' : 'none',
      files,
    };
  }

  return {
    get(key: CodeSampleKey): Promise<CodeSampleSet> {
      let found = cache.get(key);
      if (!found) {
        found = load(key);
        found.catch(() => cache.delete(key));
        cache.set(key, found);
      }
      return found;
    },
  };
}
export type CodeSamplesService = ReturnType<typeof codeSamplesService>;
