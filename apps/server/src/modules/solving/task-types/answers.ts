/**
 * A worker's answer, checked against the task it answers: shape per kind, then the spec's
 * constraints (length and alphabet of text, points inside the image, cells in the grid, …).
 */
import { z } from 'zod';
import { KIND_META, type SpecOf, type TaskKind, type TaskSpec } from './kinds.ts';

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  xMin: number;
  xMax: number;
  yMin: number;
  yMax: number;
}

export type FieldValue = string | number;

/** A stored answer. Grid cells count from 1, row-major, as v1 reports them. */
export type TaskAnswer =
  | { type: 'text'; text: string }
  | { type: 'points'; points: Point[] }
  | { type: 'cells'; cells: number[] }
  | { type: 'polygons'; polygons: Point[][] }
  | { type: 'angles'; angles: number[] }
  | { type: 'boxes'; boxes: Box[] }
  | { type: 'no_match' }
  | { type: 'token'; token: string; userAgent?: string; respKey?: string; cookies?: string }
  | { type: 'fields'; fields: Record<string, FieldValue> };

export type AnswerCheck = { ok: true; answer: TaskAnswer } | { ok: false; reason: string };

/** Longest token or JSON field value, in UTF-8 bytes. */
export const MAX_TOKEN_BYTES = 10 * 1024;
export const MAX_TEXT_CHARS = 1000;
const MAX_ITEMS = 100;

const coord = z.number().int().min(0);
const point = z.strictObject({ x: coord, y: coord });
/** No control characters except tab and line breaks (and never NUL, which PostgreSQL text refuses). */
function hasControl(s: string): boolean {
  for (const ch of s) {
    const c = ch.charCodeAt(0);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0x7f) return true;
  }
  return false;
}
const clean = z.string().refine((s) => !hasControl(s), 'control character');
const short = (max: number) => clean.refine((s) => s.length > 0 && Buffer.byteLength(s) <= max, 'length');

const AnswerSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('text'), text: clean.max(MAX_TEXT_CHARS) }),
  z.strictObject({ type: z.literal('points'), points: z.array(point).min(1).max(MAX_ITEMS) }),
  z.strictObject({ type: z.literal('cells'), cells: z.array(z.number().int()).min(1).max(MAX_ITEMS) }),
  z.strictObject({
    type: z.literal('polygons'),
    polygons: z.array(z.array(point).max(MAX_ITEMS)).min(1).max(MAX_ITEMS),
  }),
  z.strictObject({ type: z.literal('angles'), angles: z.array(z.number().int()).min(1).max(10) }),
  z.strictObject({
    type: z.literal('boxes'),
    boxes: z
      .array(z.strictObject({ xMin: coord, xMax: coord, yMin: coord, yMax: coord }))
      .min(1)
      .max(MAX_ITEMS),
  }),
  z.strictObject({ type: z.literal('no_match') }),
  z.strictObject({
    type: z.literal('token'),
    token: short(MAX_TOKEN_BYTES).refine((s) => !/\s/.test(s), 'whitespace'),
    userAgent: short(1024).optional(),
    respKey: short(MAX_TOKEN_BYTES).optional(),
    cookies: short(MAX_TOKEN_BYTES).optional(),
  }),
  z.strictObject({
    type: z.literal('fields'),
    fields: z.record(z.string(), z.union([short(MAX_TOKEN_BYTES), z.number()])),
  }),
]);

/** The keys of the JSON answers, per kind (reference §1.4, §2.1). */
export const ANSWER_FIELDS: Partial<Record<TaskKind, readonly string[]>> = {
  geetest: ['challenge', 'validate', 'seccode'],
  geetest_v4: ['captcha_id', 'lot_number', 'pass_token', 'gen_time', 'captcha_output'],
  lemin: ['answer', 'challenge_id'],
  capy: ['captchakey', 'challengekey', 'answer'],
  amazon_waf: ['captcha_voucher', 'existing_token'],
  tencent: ['appid', 'ret', 'ticket', 'randstr'],
  datadome: ['cookie'],
  vk_image: ['best_step'],
};

const fail = (reason: string): AnswerCheck => ({ ok: false, reason });

/** Checks `input` (a TaskAnswer as JSON) against `spec`; the answer to store, or why not. */
export function validateAnswer(spec: TaskSpec, input: unknown): AnswerCheck {
  const parsed = AnswerSchema.safeParse(input);
  if (!parsed.success) return fail(`malformed answer: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  const answer = parsed.data as TaskAnswer;
  if (answer.type === 'no_match') {
    return 'canNoAnswer' in spec.params && spec.params.canNoAnswer
      ? { ok: true, answer }
      : fail('no_match not allowed');
  }
  const expected = KIND_META[spec.kind].answer;
  if (answer.type !== expected) return fail(`expected a ${expected} answer`);
  const reason = check(spec, answer);
  return reason ? fail(reason) : { ok: true, answer: normalize(answer) };
}

function normalize(answer: TaskAnswer): TaskAnswer {
  if (answer.type === 'text') return { type: 'text', text: answer.text.trim() };
  if (answer.type === 'cells') return { type: 'cells', cells: [...answer.cells].sort((a, b) => a - b) };
  return answer;
}

/** Why the answer breaks the spec, or null. */
function check(spec: TaskSpec, answer: TaskAnswer): string | null {
  switch (answer.type) {
    case 'text':
      return spec.kind === 'image_text'
        ? checkImageText(spec, answer.text.trim())
        : answer.text.trim()
          ? null
          : 'empty';
    case 'points':
      return checkPoints(spec, answer.points);
    case 'cells':
      return spec.kind === 'grid' ? checkCells(spec, answer.cells) : 'unexpected';
    case 'polygons':
      return answer.polygons.every((p) => p.length >= 3 && p.every((pt) => inside(spec, pt)))
        ? null
        : 'each polygon needs 3 points inside the image';
    case 'angles':
      return spec.kind === 'rotate' ? checkAngles(spec, answer.angles) : 'unexpected';
    case 'boxes':
      return answer.boxes.every(
        (b) => b.xMin < b.xMax && b.yMin < b.yMax && inside(spec, { x: b.xMax, y: b.yMax }, true),
      )
        ? null
        : 'boxes must be inside the image with min < max';
    case 'token':
      if (answer.respKey !== undefined && spec.kind !== 'hcaptcha') return 'respKey is for hCaptcha';
      if (answer.cookies !== undefined && spec.kind !== 'recaptcha_v2') return 'cookies are for reCAPTCHA v2';
      return null;
    case 'fields':
      return checkFields(spec, answer.fields);
    default:
      return 'unexpected';
  }
}

/** Inside the image: 0 ≤ x < width (≤ width for box edges). */
function inside(spec: TaskSpec, p: Point, edge = false): boolean {
  if (!spec.image) return false;
  const { width, height } = spec.image;
  return edge ? p.x <= width && p.y <= height : p.x < width && p.y < height;
}

function checkImageText(spec: SpecOf<'image_text'>, text: string): string | null {
  const p = spec.params;
  const length = [...text].length;
  if (length === 0) return 'empty';
  if (p.minLength > 0 && length < p.minLength) return `shorter than ${p.minLength}`;
  if (p.maxLength > 0 && length > p.maxLength) return `longer than ${p.maxLength}`;
  if (p.phrase && !/\S\s+\S/u.test(text)) return 'needs two or more words';
  if (p.calc && !/^-?\d+(?:[.,]\d+)?$/.test(text)) return 'needs the computed number';
  const compactText = text.replace(/\s+/gu, '');
  const digits = /^\d+$/.test(compactText);
  const letters = /^\p{L}+$/u.test(compactText);
  if (p.numeric === 1 && !digits) return 'digits only';
  if (p.numeric === 2 && !letters) return 'letters only';
  if (p.numeric === 3 && !digits && !letters) return 'digits only or letters only';
  if (p.numeric === 4 && !(/\d/.test(text) && /\p{L}/u.test(text))) return 'needs digits and letters';
  if (p.language === 1 && /[A-Za-z]/.test(text)) return 'Cyrillic expected';
  if (p.language === 2 && /\p{Script=Cyrillic}/u.test(text)) return 'Latin expected';
  return null;
}

function checkPoints(spec: TaskSpec, points: Point[]): string | null {
  if (!points.every((pt) => inside(spec, pt))) return 'points must be inside the image';
  if (spec.kind === 'temu') return points.length === (spec.parts?.length ?? 0) ? null : 'one point per part';
  if (spec.kind !== 'coordinates') return 'unexpected';
  const { minClicks = 1, maxClicks } = spec.params;
  if (points.length < minClicks) return `at least ${minClicks} clicks`;
  if (maxClicks !== undefined && points.length > maxClicks) return `at most ${maxClicks} clicks`;
  return null;
}

function checkCells(spec: SpecOf<'grid'>, cells: number[]): string | null {
  const { rows, columns, minClicks = 1, maxClicks = rows * columns } = spec.params;
  if (!cells.every((c) => c >= 1 && c <= rows * columns)) return `cells must be 1..${rows * columns}`;
  if (new Set(cells).size !== cells.length) return 'cells must be distinct';
  if (cells.length < minClicks) return `at least ${minClicks} cells`;
  if (cells.length > maxClicks) return `at most ${maxClicks} cells`;
  return null;
}

function checkAngles(spec: SpecOf<'rotate'>, angles: number[]): string | null {
  if (angles.length !== (spec.images?.length ?? 1)) return 'one angle per image';
  const { angle: step } = spec.params;
  if (!angles.every((a) => a > -360 && a < 360 && a % step === 0))
    return `angles must be multiples of ${step} in (-360, 360)`;
  return null;
}

function checkFields(spec: TaskSpec, fields: Record<string, string | number>): string | null {
  const keys = ANSWER_FIELDS[spec.kind];
  if (!keys) return 'unexpected';
  const given = Object.keys(fields);
  const missing = keys.filter((k) => !given.includes(k));
  if (missing.length > 0) return `missing ${missing.join(', ')}`;
  if (given.some((k) => !keys.includes(k))) return `only ${keys.join(', ')}`;
  if (spec.kind === 'vk_image') {
    const step = fields.best_step;
    const ok = typeof step === 'number' && Number.isInteger(step) && step >= 0 && step <= spec.params.steps.length;
    return ok ? null : 'best_step must be a step index';
  }
  if (spec.kind === 'geetest_v4' && fields.captcha_id !== spec.params.captchaId) return 'captcha_id of another captcha';
  return null;
}
