/**
 * A stored answer as each protocol reports it: v1 `res.php` (`request` + extras of the json=1
 * envelope, or the `OK|…` line) and the v2 `solution` object (reference §1.2, §1.4, §2.1).
 */
import type { TaskAnswer } from './answers.ts';
import type { TaskSpec } from './kinds.ts';

/** What res.php reports: `request` (an object for the JSON kinds) and json=1 extras. */
export interface V1Answer {
  request: string | Record<string, unknown>;
  /** The json=1 envelope's `request` where it is not `request` itself (coordinates: `[{x, y}]`). */
  json?: unknown;
  extras?: Record<string, string>;
}

export const NO_MATCHING_IMAGES = 'No_matching_images';

/** The json=1 `request` and extras of a solved task. */
export function formatV1(spec: TaskSpec, answer: TaskAnswer): V1Answer {
  switch (answer.type) {
    case 'text':
      return { request: answer.text };
    case 'points':
      // 2captcha's json=1 answers the points as an array of {x, y} strings.
      return {
        request: `coordinate:${answer.points.map((p) => `x=${p.x},y=${p.y}`).join(';')}`,
        json: answer.points.map((p) => ({ x: String(p.x), y: String(p.y) })),
      };
    case 'cells':
      return { request: `click:${answer.cells.join('/')}` };
    case 'polygons':
      return {
        request: `canvas:${answer.polygons.map((poly) => `${poly.map((p) => `${p.x},${p.y}`).join(',')};`).join('')}`,
      };
    case 'angles':
      return { request: answer.angles.join('|') };
    case 'boxes':
      return {
        request: JSON.stringify(answer.boxes.map(({ xMin, xMax, yMin, yMax }) => ({ xMin, xMax, yMin, yMax }))),
      };
    case 'no_match':
      return { request: NO_MATCHING_IMAGES };
    case 'token':
      return { request: answer.token, ...tokenExtras(spec, answer) };
    case 'fields':
      // DataDome answers its cookie as a plain string; the other JSON kinds answer an object.
      if (spec.kind === 'datadome') return { request: String(answer.fields.cookie ?? '') };
      return { request: { ...answer.fields } };
  }
}

function tokenExtras(
  spec: TaskSpec,
  answer: Extract<TaskAnswer, { type: 'token' }>,
): { extras?: Record<string, string> } {
  const extras: Record<string, string> = {};
  if (answer.userAgent !== undefined && (spec.kind === 'turnstile' || spec.kind === 'hcaptcha')) {
    extras.useragent = answer.userAgent;
  }
  if (answer.respKey !== undefined && spec.kind === 'hcaptcha') extras.respKey = answer.respKey;
  if (answer.cookies !== undefined && spec.kind === 'recaptcha_v2' && spec.params.cookies) {
    extras.cookies = answer.cookies;
  }
  return Object.keys(extras).length > 0 ? { extras } : {};
}

/** The plain-text res.php line: `OK|answer`, JSON kinds as their JSON text. */
export function v1Text(answer: V1Answer): string {
  return `OK|${typeof answer.request === 'string' ? answer.request : JSON.stringify(answer.request)}`;
}

/** The `solution` object of getTaskResult. */
export function formatV2(spec: TaskSpec, answer: TaskAnswer): Record<string, unknown> {
  switch (answer.type) {
    case 'text':
      return { text: answer.text };
    case 'points':
      return { coordinates: answer.points.map(({ x, y }) => ({ x, y })) };
    case 'cells':
      // Reference §2.1: the v2 GridTask solution counts cells from 0 (top-left).
      return { click: answer.cells.map((c) => c - 1) };
    case 'polygons':
      return { canvas: answer.polygons.map((poly) => poly.map(({ x, y }) => ({ x, y }))) };
    case 'angles':
      return { rotate: answer.angles.length === 1 ? answer.angles[0] : [...answer.angles] };
    case 'boxes':
      return { bounding_boxes: answer.boxes.map(({ xMin, xMax, yMin, yMax }) => ({ xMin, xMax, yMin, yMax })) };
    case 'no_match':
      // Nothing to click, draw or box.
      if (spec.kind === 'grid') return { click: [] };
      if (spec.kind === 'canvas') return { canvas: [] };
      return { bounding_boxes: [] };
    case 'token':
      return tokenSolution(spec, answer);
    case 'fields':
      return { ...answer.fields };
  }
}

function tokenSolution(spec: TaskSpec, answer: Extract<TaskAnswer, { type: 'token' }>): Record<string, unknown> {
  const { token } = answer;
  switch (spec.kind) {
    case 'recaptcha_v2':
      return {
        gRecaptchaResponse: token,
        token,
        ...(answer.cookies !== undefined && spec.params.cookies ? { cookies: answer.cookies } : {}),
      };
    case 'recaptcha_v3':
      return { gRecaptchaResponse: token, token };
    case 'hcaptcha':
      return {
        gRecaptchaResponse: token,
        token,
        ...(answer.respKey !== undefined ? { respKey: answer.respKey } : {}),
        ...(answer.userAgent !== undefined ? { userAgent: answer.userAgent } : {}),
      };
    case 'turnstile':
      return { token, ...(answer.userAgent !== undefined ? { userAgent: answer.userAgent } : {}) };
    default:
      return { token };
  }
}
