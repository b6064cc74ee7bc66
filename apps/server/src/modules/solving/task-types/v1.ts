/**
 * API v1 (`in.php`): merged query + body parameters and uploaded files → a task spec, or the
 * bare error code in.php answers (reference §1.3, §1.4, §1.6).
 */
import type { BuildContext } from './build-common.ts';
import { IMAGE_BUILDERS, PUZZLE_BUILDERS } from './build-image.ts';
import { TOKEN_BUILDERS } from './build-token.ts';
import type { TaskKind, TaskSpec } from './kinds.ts';
import { SpecProblem, V1_ERRORS, type V1ErrorCode } from './problems.ts';
import { n, Reader, type V1File } from './reader.ts';

/**
 * Query and body merged, keys as sent (case-sensitive). Values are strings from forms and queries;
 * JSON bodies may carry numbers, booleans, arrays or objects, which are accepted where they fit.
 */
export type V1Params = Readonly<Record<string, unknown>>;
/** Uploaded file parts by field name: `file`, `file_1`…`file_9`, `imginstructions`, … */
export type V1Files = Readonly<Record<string, V1File>>;

export type V1Result = { ok: true; spec: TaskSpec } | { ok: false; error: V1ErrorCode };

const BUILDERS = { ...IMAGE_BUILDERS, ...PUZZLE_BUILDERS, ...TOKEN_BUILDERS };

/** `method` values that name one kind directly. */
const METHOD_KINDS: Readonly<Record<string, TaskKind>> = {
  rotatecaptcha: 'rotate',
  bounding_box: 'bounding_box',
  audio: 'audio',
  temuimage: 'temu',
  vkimage: 'vk_image',
  hcaptcha: 'hcaptcha',
  geetest: 'geetest',
  geetest_v4: 'geetest_v4',
  turnstile: 'turnstile',
  funcaptcha: 'funcaptcha',
  keycaptcha: 'keycaptcha',
  lemin: 'lemin',
  mt_captcha: 'mtcaptcha',
  capy: 'capy',
  amazon_waf: 'amazon_waf',
  cutcaptcha: 'cutcaptcha',
  friendly_captcha: 'friendly_captcha',
  atb_captcha: 'atb_captcha',
  tencent: 'tencent',
  datadome: 'datadome',
  prosopo: 'prosopo',
  captchafox: 'captchafox',
  vkcaptcha: 'vk_captcha',
  altcha: 'altcha',
  yandex: 'yandex',
  cybersiara: 'cybersiara',
};

/** Which kind an in.php call asks for. */
export function v1Kind(r: Reader): TaskKind {
  const method = r.string(n('method'), { max: 64 })?.toLowerCase();
  if (method === undefined) {
    // Text questions need no method.
    if (r.has(n('textcaptcha'))) return 'text';
    throw new SpecProblem('method');
  }
  if (method === 'post' || method === 'base64') {
    if (r.flag(n('coordinatescaptcha'))) return 'coordinates';
    if (r.flag(n('canvas'))) return 'canvas';
    if (r.flag(n('recaptcha'))) return 'grid';
    // The Python client sends a text question as method=post without a file.
    if (r.has(n('textcaptcha')) && !r.hasBytes(n(['file', 'body']))) return 'text';
    return 'image_text';
  }
  if (method === 'userrecaptcha') {
    const version = r.string(n('version'), { max: 8 })?.toLowerCase();
    if (version === 'v3') return 'recaptcha_v3';
    if (version === undefined || version === 'v2') return 'recaptcha_v2';
    throw new SpecProblem('bad_parameters', 'version');
  }
  const kind = Object.hasOwn(METHOD_KINDS, method) ? METHOD_KINDS[method] : undefined;
  if (!kind) throw new SpecProblem('method', method);
  return kind;
}

export function parseV1(params: V1Params, files: V1Files = {}): V1Result {
  const r = new Reader('v1', params, files);
  try {
    const kind = v1Kind(r);
    const ctx: BuildContext = {};
    const build = BUILDERS[kind] as (r: Reader, ctx: BuildContext) => TaskSpec;
    return { ok: true, spec: build(r, ctx) };
  } catch (error) {
    if (error instanceof SpecProblem) return { ok: false, error: V1_ERRORS[error.problem] };
    throw error;
  }
}
