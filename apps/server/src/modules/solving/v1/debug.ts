/**
 * The v1 answers about the request itself rather than a task: `debug_dump=1` (the parameters as
 * parsed, for the key's owner) and `in.php?method=get_server_errors` (the codes in.php can answer).
 */
import type { V1Input } from './params.ts';
import { IN_PHP_ERRORS, V1_ERROR_TEXT, type V1Out, v1Ok } from './reply.ts';

const SECRET_PARAMS = new Set(['key']);
const BYTES_PARAMS = /^(body|image|imginstructions|file(_\d+)?)$/;
const MAX_DUMP_CHARS = 256;

/** `debug_dump=1`: the parameters as parsed, the key hidden, images and long values summarised. */
export function dumpOf(input: V1Input): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(input.params)) {
    let shown: unknown = value;
    if (SECRET_PARAMS.has(name)) shown = '[hidden]';
    else if (typeof value === 'string' && BYTES_PARAMS.test(name) && value.length > 0) {
      shown = `[${value.length} characters]`;
    } else if (typeof value === 'string' && value.length > MAX_DUMP_CHARS) {
      shown = `${value.slice(0, MAX_DUMP_CHARS)}… [${value.length} characters]`;
    } else if (typeof value === 'object' && value !== null) {
      const json = JSON.stringify(value);
      if (json.length > MAX_DUMP_CHARS) shown = `[JSON, ${json.length} characters]`;
    }
    params[name] = shown;
  }
  const files: Record<string, unknown> = {};
  for (const [name, file] of Object.entries(input.files)) {
    files[name] = { filename: file.filename ?? null, bytes: file.bytes.length };
  }
  return { params, files };
}

export function dump(input: V1Input): V1Out {
  const d = dumpOf(input);
  return v1Ok(d, JSON.stringify(d, null, 2));
}

export function serverErrors(): V1Out {
  const list = IN_PHP_ERRORS.map((code) => ({ code, description: V1_ERROR_TEXT[code] ?? '' }));
  return v1Ok(list, list.map((e) => `${e.code}: ${e.description}`).join('\n'));
}
