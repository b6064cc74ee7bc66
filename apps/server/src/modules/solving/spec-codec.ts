import type { TaskSpec } from './task-types/index.ts';

/** A task spec as JSON for the database: byte buffers become `{ "$b64": "…" }`. */
export function encodeSpec(spec: TaskSpec): string {
  return JSON.stringify(spec, (_key, value) => {
    if (value && typeof value === 'object' && value.type === 'Buffer' && Array.isArray(value.data)) {
      return { $b64: Buffer.from(value.data).toString('base64') };
    }
    return value;
  });
}

/** The spec back from the database (a parsed JSON value). */
export function decodeSpec(value: unknown): TaskSpec {
  const revive = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(revive);
    if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (typeof o.$b64 === 'string' && Object.keys(o).length === 1) return Buffer.from(o.$b64, 'base64');
      return Object.fromEntries(Object.entries(o).map(([k, x]) => [k, revive(x)]));
    }
    return v;
  };
  return revive(typeof value === 'string' ? JSON.parse(value) : value) as TaskSpec;
}
