/**
 * A task kind's page, made from the engine: the parameters its builders read (describeKind), its
 * v1 method and v2 type names, answer format (formatV1/formatV2 of a sample answer) and price.
 */
import type { ApiDocArticle, ApiDocVersion, Language } from '@crowdsolve/contract';
import {
  ANSWER_FIELDS,
  describeKind,
  formatV1,
  formatV2,
  KIND_META,
  type ParamDescription,
  type TaskAnswer,
  type TaskKind,
  type TaskSpec,
  V2_PROXY_TYPES,
  v1Text,
} from '../solving/index.ts';
import { answerProse, kindProse, paramText } from './prose.ts';

const EXAMPLE_ID = '2122988149';
/** Flags that pick an image kind in v1 (with method=post). */
const V1_FLAGS = new Set(['coordinatescaptcha', 'canvas', 'recaptcha']);

/** The v1 parameters that choose a kind. */
export function v1Selectors(kind: TaskKind): string[] {
  if (kind === 'text') return ['textcaptcha'];
  if (kind === 'recaptcha_v3') return ['method=userrecaptcha', 'version=v3'];
  const first = KIND_META[kind].v1[0] as string;
  if (V1_FLAGS.has(first)) return ['method=post', `${first}=1`];
  if (kind === 'image_text') return ['method=post', 'method=base64'];
  return [`method=${first}`];
}

function sampleAnswer(kind: TaskKind): TaskAnswer {
  switch (KIND_META[kind].answer) {
    case 'text':
      return { type: 'text', text: kind === 'text' ? 'Friday' : 'W9H5K' };
    case 'points':
      return {
        type: 'points',
        points: [
          { x: 39, y: 59 },
          { x: 252, y: 72 },
        ],
      };
    case 'cells':
      return { type: 'cells', cells: [1, 4, 9] };
    case 'polygons':
      return {
        type: 'polygons',
        polygons: [
          [
            { x: 10, y: 12 },
            { x: 80, y: 14 },
            { x: 44, y: 70 },
          ],
        ],
      };
    case 'angles':
      return { type: 'angles', angles: [120] };
    case 'boxes':
      return { type: 'boxes', boxes: [{ xMin: 100, xMax: 316, yMin: 66, yMax: 210 }] };
    case 'token':
      return { type: 'token', token: '03AGdBq27q…' };
    case 'fields': {
      const names = ANSWER_FIELDS[kind] ?? ['token'];
      return {
        type: 'fields',
        fields: Object.fromEntries(names.map((n) => [n, n === 'best_step' ? 3 : `${n}_value`])),
      };
    }
  }
}

const USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

function exampleValue(kind: TaskKind, p: ParamDescription): unknown {
  const name = p.names[0] as string;
  if (p.type === 'url')
    return name.toLowerCase().includes('redirect') ? 'https://id.vk.com/captcha' : 'https://example.com/login';
  if (p.type === 'sitekey') return 'SITE-KEY-OF-THE-PAGE';
  if (p.type === 'image') return 'BASE64_IMAGE';
  if (p.type === 'audio') return 'BASE64_MP3';
  if (name === 'parts') return ['BASE64_IMAGE'];
  if (p.type === 'array') return [5, 12, 22];
  if (p.type === 'integer' || p.type === 'number') return p.min ?? 0;
  if (p.type === 'boolean') return 1;
  if (/useragent/i.test(name)) return USER_AGENT;
  if (name === 'lang') return 'en';
  if (name === 'challenge_url' || name === 'challengeURL') return 'https://example.com/altcha-challenge';
  if (kind === 'text') return 'If tomorrow is Saturday, what day is today?';
  if (name === 'textinstructions' || name === 'comment') return 'Select all images with a bus';
  return name.replace(/[^A-Za-z0-9]+/g, '_').toUpperCase();
}

/** What a kind reads; v2 GeeTestTask is GeeTest v4 with `version: 4` (read before the kind is known). */
export function kindParams(kind: TaskKind, version: ApiDocVersion): ParamDescription[] {
  const params = describeKind(kind, version);
  if (kind !== 'geetest_v4' || version !== 'v2') return params;
  return [{ names: ['version'], type: 'integer', required: true, min: 4, max: 4 }, ...params];
}

/** Optional parameters an example still sends: where a kind needs one of several (an instruction, a part, a challenge). */
const EXAMPLE_EXTRAS: Partial<Record<TaskKind, readonly string[]>> = {
  grid: ['textinstructions', 'comment'],
  canvas: ['textinstructions', 'comment'],
  bounding_box: ['textinstructions', 'comment'],
  temu: ['part1', 'parts'],
  altcha: ['challenge_url', 'challengeURL'],
};

const V1_PROXY = { proxy: 'login:password@203.0.113.5:3128', proxytype: 'HTTP' };
const V2_PROXY = {
  proxyType: 'http',
  proxyAddress: '203.0.113.5',
  proxyPort: 3128,
  proxyLogin: 'login',
  proxyPassword: 'password',
};

/**
 * The request of an example: v1 the in.php parameters (with the method), v2 the createTask `task`.
 * Images are the text BASE64_IMAGE (BASE64_MP3 for audio), to be replaced by the file's base64.
 */
export function exampleRequest(kind: TaskKind, version: ApiDocVersion): Record<string, unknown> {
  const params = kindParams(kind, version);
  const extras = EXAMPLE_EXTRAS[kind] ?? [];
  const sent = params.filter((p) => (p.required && p.type !== 'proxy') || extras.includes(p.names[0] as string));
  const fields = Object.fromEntries(sent.map((p) => [p.names[0], exampleValue(kind, p)]));
  if (version === 'v1') {
    const selector = Object.fromEntries(
      v1Selectors(kind)
        .slice(0, 2)
        .filter((s) => s.includes('='))
        .filter((_s, i) => kind !== 'image_text' || i === 0)
        .map((s) => s.split('=') as [string, string]),
    );
    const proxy = params.some((p) => p.type === 'proxy' && p.required) ? V1_PROXY : {};
    // An image sent as base64 goes in `body` with method=base64 (a file part would be `file` with method=post).
    if (typeof fields.file === 'string') {
      fields.body = fields.file;
      delete fields.file;
      if (selector.method === 'post') selector.method = 'base64';
    }
    return { ...selector, ...fields, ...proxy };
  }
  const type = KIND_META[kind].v2[0] as string;
  const v4 = kind === 'geetest_v4' ? { version: 4 } : {};
  return { type, ...v4, ...fields, ...(V2_PROXY_TYPES.has(type) ? V2_PROXY : {}) };
}

const json = (v: unknown) => JSON.stringify(v, null, 2);

function examples(kind: TaskKind, version: ApiDocVersion, baseUrl: string) {
  const spec = { kind, params: {} } as TaskSpec;
  const answer = sampleAnswer(kind);
  if (version === 'v1') {
    const fields = [
      'key=YOUR_API_KEY',
      ...Object.entries(exampleRequest(kind, 'v1')).map(
        ([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`,
      ),
      'json=1',
    ];
    const request = `curl ${baseUrl}/in.php \\\n${fields.map((f) => `  --data-urlencode '${f}'`).join(' \\\n')}`;
    const v1 = formatV1(spec, answer);
    const result = { status: 1, request: v1.json ?? v1.request, ...(v1.extras ?? {}) };
    return [
      { label: 'submit', code: request },
      { label: 'submitAnswer', code: json({ status: 1, request: EXAMPLE_ID }) },
      { label: 'result', code: `curl '${baseUrl}/res.php?key=YOUR_API_KEY&action=get&id=${EXAMPLE_ID}&json=1'` },
      { label: 'resultAnswer', code: json(result) },
      { label: 'resultText', code: v1Text(v1) },
    ];
  }
  const task = exampleRequest(kind, 'v2');
  const body = { clientKey: 'YOUR_API_KEY', task };
  return [
    {
      label: 'submit',
      code: `curl ${baseUrl}/createTask \\\n  -H 'Content-Type: application/json' \\\n  -d '${json(body)}'`,
    },
    { label: 'submitAnswer', code: json({ errorId: 0, taskId: Number(EXAMPLE_ID) }) },
    {
      label: 'result',
      code: `curl ${baseUrl}/getTaskResult \\\n  -H 'Content-Type: application/json' \\\n  -d '${json({ clientKey: 'YOUR_API_KEY', taskId: Number(EXAMPLE_ID) })}'`,
    },
    { label: 'resultAnswer', code: json({ errorId: 0, status: 'ready', solution: formatV2(spec, answer) }) },
  ];
}

export function kindArticle(
  kind: TaskKind,
  slug: string,
  version: ApiDocVersion,
  language: Language,
  baseUrl: string,
  per1000Micros: number | null,
): ApiDocArticle {
  const meta = KIND_META[kind];
  const prose = kindProse(kind);
  const traced = kindParams(kind, version);
  return {
    slug,
    version,
    baseUrl,
    page: 'type',
    title: prose?.title ?? kind,
    summary: prose?.summary[language] ?? '',
    endpoint: version === 'v1' ? { httpMethod: 'POST', path: '/in.php' } : { httpMethod: 'POST', path: '/createTask' },
    params: traced.map((p) => ({ ...p, description: paramText(p.names, language, kind) })),
    examples: examples(kind, version, baseUrl),
    type: {
      kind,
      category: meta.category,
      selectors: version === 'v1' ? v1Selectors(kind) : [...meta.v2],
      proxyTypes: meta.v2.filter((t) => V2_PROXY_TYPES.has(t)),
      answer: meta.answer,
      answerDescription: answerProse(meta.answer)?.[language] ?? '',
      per1000Micros,
      deadlineSeconds: meta.deadlineSeconds,
      unsolvableAfterSeconds: meta.unsolvableAfterSeconds,
    },
    errors: [],
  };
}
