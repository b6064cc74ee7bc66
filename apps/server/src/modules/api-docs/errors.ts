/** The error codes each protocol answers, from the engine's own tables. */
import type { ApiDocVersion } from '@crowdsolve/contract';
import {
  V1_ERROR_TEXT,
  V2_ERRORS,
  V2_REPLIES,
  V2_TASK_ABSENT,
  V2_TASK_NOT_SUPPORTED,
  type V2Error,
  v2Refusal,
} from '../solving/index.ts';

/** v1 answers these besides its error table: the not-ready status and the IP allow-list refusal. */
const V1_EXTRA = ['CAPCHA_NOT_READY', 'ERROR_IP_NOT_ALLOWED'];
const REFUSALS = ['MAX_USER_TURN', '1002', '1003', '1004', '1005'] as const;

export interface ErrorEntry {
  code: string;
  id: number | null;
}

function v2Codes(): ErrorEntry[] {
  const all: V2Error[] = [
    ...Object.values(V2_REPLIES),
    ...Object.values(V2_ERRORS),
    V2_TASK_ABSENT,
    V2_TASK_NOT_SUPPORTED,
    ...REFUSALS.map((code) => v2Refusal({ code, retryAfterS: 1 } as Parameters<typeof v2Refusal>[0])),
  ];
  const seen = new Map<string, ErrorEntry>();
  for (const e of all) if (!seen.has(e.errorCode)) seen.set(e.errorCode, { code: e.errorCode, id: e.errorId });
  return [...seen.values()].sort((a, b) => (a.id ?? 0) - (b.id ?? 0));
}

export function errorCodes(version: ApiDocVersion): ErrorEntry[] {
  if (version === 'v2') return v2Codes();
  return [...new Set([...V1_EXTRA, ...Object.keys(V1_ERROR_TEXT)])].map((code) => ({ code, id: null }));
}
