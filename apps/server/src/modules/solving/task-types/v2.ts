/**
 * API v2 (`createTask`): the `task` object → a task spec, or the error object createTask answers
 * (reference §2, §2.1, §2.2). Type names match case-insensitively (capsolver-style
 * `…ProxyLess` clients); `null` fields count as absent (anticaptchaofficial sends them).
 */
import type { BuildContext } from './build-common.ts';
import { IMAGE_BUILDERS, PUZZLE_BUILDERS } from './build-image.ts';
import { TOKEN_BUILDERS } from './build-token.ts';
import { KIND_META, TASK_KINDS, type TaskKind, type TaskSpec, V2_PROXY_TYPES, V2_UNSUPPORTED_TYPES } from './kinds.ts';
import { SpecProblem, V2_ERRORS, V2_TASK_ABSENT, V2_TASK_NOT_SUPPORTED, type V2Error } from './problems.ts';
import { isPlainObject, n, Reader } from './reader.ts';

export type V2Result = { ok: true; spec: TaskSpec } | { ok: false; error: V2Error };

const BUILDERS = { ...IMAGE_BUILDERS, ...PUZZLE_BUILDERS, ...TOKEN_BUILDERS };

interface TypeEntry {
  /** The canonical spelling. */
  name: string;
  kinds: TaskKind[];
}

const TYPES = new Map<string, TypeEntry>();
for (const kind of TASK_KINDS) {
  for (const name of KIND_META[kind].v2) {
    const key = name.toLowerCase();
    const entry = TYPES.get(key) ?? { name, kinds: [] };
    entry.kinds.push(kind);
    TYPES.set(key, entry);
  }
}
const UNSUPPORTED = new Set([...V2_UNSUPPORTED_TYPES].map((t) => t.toLowerCase()));

/** GeeTestTask serves both versions: `version: 4` (number or string) picks v4. */
function pickKind(entry: TypeEntry, r: Reader): TaskKind {
  const [first] = entry.kinds;
  if (entry.kinds.length === 1 && first) return first;
  const version = r.int(n(undefined, 'version'), 3, 4) ?? 3;
  return version === 4 ? 'geetest_v4' : 'geetest';
}

export function parseV2(task: unknown): V2Result {
  if (!isPlainObject(task)) return { ok: false, error: V2_TASK_ABSENT };
  const type = typeof task.type === 'string' ? task.type.trim().toLowerCase() : '';
  const entry = TYPES.get(type);
  if (!entry) return { ok: false, error: UNSUPPORTED.has(type) ? V2_TASK_NOT_SUPPORTED : V2_TASK_ABSENT };
  const r = new Reader('v2', task);
  try {
    const kind = pickKind(entry, r);
    const ctx: BuildContext = {
      proxyVariant: V2_PROXY_TYPES.has(entry.name),
      enterpriseType: entry.name.includes('Enterprise'),
    };
    const build = BUILDERS[kind] as (r: Reader, ctx: BuildContext) => TaskSpec;
    return { ok: true, spec: build(r, ctx) };
  } catch (error) {
    if (error instanceof SpecProblem) return { ok: false, error: V2_ERRORS[error.problem] };
    throw error;
  }
}
