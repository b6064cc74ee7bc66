/**
 * A stored answer as each protocol reports it: v1 `res.php` (`request` + extras of the json=1
 * envelope, or the `OK|…` line) and the v2 `solution` object (reference §1.2, §1.4, §2.1).
 *
 * The json=1 `request` of every kind follows 2captcha's own answers; the evidence for each shape is
 * noted beside it (table in docs/SOLVER-API.md). "API v1 page" is 2captcha's 2captcha-api page;
 * the official JS client (`@2captcha/captcha-solver`) always polls with json=1 and hands the caller
 * `request` untouched as `data`, so what 2captcha's own demos do with `data` shows the shape.
 */
import type { TaskAnswer } from './answers.ts';
import type { TaskSpec } from './kinds.ts';

/** What res.php reports: `request` (an object for the JSON kinds) and json=1 extras. */
export interface V1Answer {
  /** The plain-text answer after `OK|` (JSON kinds: their object, written out as JSON). */
  request: string | Record<string, unknown>;
  /** The json=1 envelope's `request` where it is not `request` itself (coordinates: `[{x, y}]`). */
  json?: unknown;
  /** Fields beside `request` in the json=1 envelope (never in the plain text). */
  extras?: Record<string, string>;
}

export const NO_MATCHING_IMAGES = 'No_matching_images';

/** The json=1 `request` and extras of a solved task. */
export function formatV1(spec: TaskSpec, answer: TaskAnswer): V1Answer {
  switch (answer.type) {
    case 'text':
      // Normal image, text question, audio: the text, a string in both forms ("API v1 page":
      // {"status":1,"request":"TEXT"}; audio {"status":1,"request":"hello world"}).
      return { request: answer.text };
    case 'points':
      // Plain text `coordinate:x=39,y=59;x=252,y=72` as the API v1 page writes it (2captcha's
      // Selenium example strips "coordinates:" instead, then reads x= and y=, which parses either).
      // json=1: an array of {x, y} with the numbers as strings; 2captcha's custom-slider-demo reads
      // `res.data[0].x` from the JS client and parses it with parseFloat. Temu answers points too;
      // with no evidence of its own it answers like coordinates.
      return {
        request: `coordinate:${answer.points.map((p) => `x=${p.x},y=${p.y}`).join(';')}`,
        json: answer.points.map((p) => ({ x: String(p.x), y: String(p.y) })),
      };
    case 'cells':
      // `click:3/8/9`, the same string with json=1: 2captcha's puppeteer-recaptcha-solver-using-clicks
      // demo strips "click:" from the JS client's `data` and splits it on "/".
      return { request: `click:${answer.cells.join('/')}` };
    case 'polygons':
      // `canvas:x,y,x,y,…;x,y,…;` (API v1 page). No evidence of another json=1 shape (the Python
      // client's README only calls json=1 "more practical" for canvas): the same string.
      return {
        request: `canvas:${answer.polygons.map((poly) => `${poly.map((p) => `${p.x},${p.y}`).join(',')};`).join('')}`,
      };
    case 'angles':
      // `40|200|-120`, one angle per image (API v1 page); no evidence of another json=1 shape.
      return { request: answer.angles.join('|') };
    case 'boxes':
      // A JSON array written out as a string, in both forms: the API v1 page's json=1 example is
      // {"status":1,"request":"[{\"xMin\":100,\"xMax\":316,\"yMin\":66,\"yMax\":210}]"}.
      return {
        request: JSON.stringify(answer.boxes.map(({ xMin, xMax, yMin, yMax }) => ({ xMin, xMax, yMin, yMax }))),
      };
    case 'no_match':
      // Grid, canvas and bounding box with can_no_answer (API v1 page); the grid demo above
      // compares the JS client's `data` with it.
      return { request: NO_MATCHING_IMAGES };
    case 'token':
      // The token as a string (API v1 page: reCAPTCHA, Turnstile, MTCaptcha, Cutcaptcha, Friendly
      // Captcha, atbCAPTCHA, Prosopo, CaptchaFox, CyberSiARA), extras beside it.
      return { request: answer.token, ...tokenExtras(spec, answer) };
    case 'fields':
      // DataDome answers its cookie as a plain string (API v1 page: "request": "datadome=…").
      if (spec.kind === 'datadome') return { request: String(answer.fields.cookie ?? '') };
      // GeeTest v3/v4, Capy, Lemin, Amazon WAF, Tencent: an object in `request` (API v1 page;
      // 2captcha-java's handleResponse quotes a Lemin answer so), `OK|{…}` in plain text (the Go
      // client, plain text only, says GeeTest "returns a set of tokens as JSON"). VK image: no
      // evidence; answered the same way.
      return { request: { ...answer.fields } };
  }
}

/**
 * json=1 extras: `useragent` for Turnstile (API v1 page's result example) and hCaptcha, `respKey`
 * for hCaptcha (the JS client's extended-response example: status, useragent, respKey, data),
 * `cookies` for reCAPTCHA v2 when the customer sent cookies (API v1 page: "We also return
 * worker's cookies in the response if you use json=1").
 */
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
