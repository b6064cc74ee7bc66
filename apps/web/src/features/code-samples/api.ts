import { CODE_SAMPLES_PATHS, type CodeSampleKey, type CodeSampleSet } from '@crowdsolve/contract';
import { queryOptions } from '@tanstack/react-query';
import { type RequestContext, request } from '../../lib/request.ts';

/** `GET /api/v1/code-samples/{lang}`: the files of a set with this deployment's address filled in. */
export function codeSamplesQuery(api: RequestContext, key: CodeSampleKey) {
  return queryOptions({
    queryKey: ['code-samples', key],
    queryFn: () => request<CodeSampleSet>(api, CODE_SAMPLES_PATHS.set.replace(':lang', key)),
    staleTime: 5 * 60_000,
  });
}

/** Names of the languages as programmers write them (not translated). */
export const LANG_NAMES: Record<CodeSampleKey, string> = {
  python: 'Python',
  javascript: 'JavaScript (Node.js)',
  php: 'PHP',
  go: 'Go',
  java: 'Java',
  ruby: 'Ruby',
  csharp: 'C#',
  puppeteer: 'Puppeteer',
  selenium: 'Selenium WebDriver',
  'bounding-box': 'Bounding box',
};
