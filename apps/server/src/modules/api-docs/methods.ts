/** The pages of the API calls (submit, result, balance, reports, pingback) in v1 and v2 form. */
import type { ApiDocArticle, ApiDocMethod, ApiDocVersion, Language } from '@crowdsolve/contract';
import { paramText } from './prose.ts';
import { METHOD_PROSE } from './prose-calls.ts';

interface CallParam {
  names: string[];
  type: string;
  required: boolean;
}
interface Call {
  endpoint: { httpMethod: 'GET' | 'POST'; path: string };
  params: CallParam[];
  examples: (base: string) => { label: string; code: string }[];
}

const ID = '2122988149';
const q = (names: string[], type: string, required = true): CallParam => ({ names, type, required });
const KEY_V1 = q(['key'], 'string');
const KEY_V2 = q(['clientKey'], 'string');
const JSON_FLAG = q(['json'], 'boolean', false);
const post = (base: string, method: string, body: Record<string, unknown>) =>
  `curl ${base}/${method} \\\n  -H 'Content-Type: application/json' \\\n  -d '${JSON.stringify(body)}'`;
const res = (base: string, query: string) => `curl '${base}/res.php?key=YOUR_API_KEY&${query}&json=1'`;
const pretty = (v: unknown) => JSON.stringify(v, null, 2);

const V1: Record<ApiDocMethod, Call> = {
  submit: {
    endpoint: { httpMethod: 'POST', path: '/in.php' },
    params: [
      KEY_V1,
      q(['method'], 'string'),
      JSON_FLAG,
      q(['soft_id'], 'integer', false),
      q(['pingback'], 'url', false),
      q(['header_acao'], 'boolean', false),
    ],
    examples: (b) => [
      { label: 'submit', code: `curl ${b}/in.php -F key=YOUR_API_KEY -F method=post -F file=@captcha.png -F json=1` },
      { label: 'submitAnswer', code: pretty({ status: 1, request: ID }) },
    ],
  },
  result: {
    endpoint: { httpMethod: 'GET', path: '/res.php' },
    params: [KEY_V1, q(['res:action'], 'string'), q(['id'], 'integer'), q(['ids'], 'string', false), JSON_FLAG],
    examples: (b) => [
      { label: 'result', code: res(b, `action=get&id=${ID}`) },
      { label: 'resultAnswer', code: pretty({ status: 1, request: 'W9H5K' }) },
      { label: 'notReady', code: pretty({ status: 0, request: 'CAPCHA_NOT_READY' }) },
    ],
  },
  balance: {
    endpoint: { httpMethod: 'GET', path: '/res.php' },
    params: [KEY_V1, q(['res:action'], 'string'), JSON_FLAG],
    examples: (b) => [
      { label: 'request', code: res(b, 'action=getbalance') },
      { label: 'answer', code: pretty({ status: 1, request: '12.3456' }) },
    ],
  },
  'report-bad': {
    endpoint: { httpMethod: 'GET', path: '/res.php' },
    params: [KEY_V1, q(['res:action'], 'string'), q(['id'], 'integer'), JSON_FLAG],
    examples: (b) => [
      { label: 'request', code: res(b, `action=reportbad&id=${ID}`) },
      { label: 'answer', code: pretty({ status: 1, request: 'OK_REPORT_RECORDED' }) },
    ],
  },
  'report-good': {
    endpoint: { httpMethod: 'GET', path: '/res.php' },
    params: [KEY_V1, q(['res:action'], 'string'), q(['id'], 'integer'), JSON_FLAG],
    examples: (b) => [
      { label: 'request', code: res(b, `action=reportgood&id=${ID}`) },
      { label: 'answer', code: pretty({ status: 1, request: 'OK_REPORT_RECORDED' }) },
    ],
  },
  pingback: {
    endpoint: { httpMethod: 'GET', path: '/res.php' },
    params: [KEY_V1, q(['res:action'], 'string'), q(['addr'], 'url'), JSON_FLAG],
    examples: (b) => [
      { label: 'request', code: res(b, 'action=add_pingback&addr=https://your.site/captcha-answer') },
      { label: 'answer', code: pretty({ status: 1, request: 'OK' }) },
      {
        label: 'submit',
        code: `curl ${b}/in.php -F key=YOUR_API_KEY -F method=post -F file=@captcha.png -F pingback=https://your.site/captcha-answer`,
      },
      { label: 'delivery', code: `POST https://your.site/captcha-answer\nid=${ID}&code=W9H5K` },
    ],
  },
};

const V2: Record<ApiDocMethod, Call> = {
  submit: {
    endpoint: { httpMethod: 'POST', path: '/createTask' },
    params: [KEY_V2, q(['task'], 'object'), q(['callbackUrl'], 'url', false), q(['softId'], 'integer', false)],
    examples: (b) => [
      {
        label: 'submit',
        code: post(b, 'createTask', {
          clientKey: 'YOUR_API_KEY',
          task: { type: 'ImageToTextTask', body: 'BASE64_IMAGE' },
        }),
      },
      { label: 'submitAnswer', code: pretty({ errorId: 0, taskId: Number(ID) }) },
    ],
  },
  result: {
    endpoint: { httpMethod: 'POST', path: '/getTaskResult' },
    params: [KEY_V2, q(['taskId'], 'integer')],
    examples: (b) => [
      { label: 'result', code: post(b, 'getTaskResult', { clientKey: 'YOUR_API_KEY', taskId: Number(ID) }) },
      { label: 'resultAnswer', code: pretty({ errorId: 0, status: 'ready', solution: { text: 'W9H5K' } }) },
      { label: 'notReady', code: pretty({ errorId: 0, status: 'processing' }) },
    ],
  },
  balance: {
    endpoint: { httpMethod: 'POST', path: '/getBalance' },
    params: [KEY_V2],
    examples: (b) => [
      { label: 'request', code: post(b, 'getBalance', { clientKey: 'YOUR_API_KEY' }) },
      { label: 'answer', code: pretty({ errorId: 0, balance: 12.3456 }) },
    ],
  },
  'report-bad': {
    endpoint: { httpMethod: 'POST', path: '/reportIncorrect' },
    params: [KEY_V2, q(['taskId'], 'integer')],
    examples: (b) => [
      { label: 'request', code: post(b, 'reportIncorrect', { clientKey: 'YOUR_API_KEY', taskId: Number(ID) }) },
      { label: 'answer', code: pretty({ errorId: 0, status: 'success' }) },
    ],
  },
  'report-good': {
    endpoint: { httpMethod: 'POST', path: '/reportCorrect' },
    params: [KEY_V2, q(['taskId'], 'integer')],
    examples: (b) => [
      { label: 'request', code: post(b, 'reportCorrect', { clientKey: 'YOUR_API_KEY', taskId: Number(ID) }) },
      { label: 'answer', code: pretty({ errorId: 0, status: 'success' }) },
    ],
  },
  pingback: {
    endpoint: { httpMethod: 'POST', path: '/createTask' },
    params: [KEY_V2, q(['task'], 'object'), q(['callbackUrl'], 'url')],
    examples: (b) => [
      {
        label: 'submit',
        code: post(b, 'createTask', {
          clientKey: 'YOUR_API_KEY',
          callbackUrl: 'https://your.site/captcha-answer',
          task: { type: 'ImageToTextTask', body: 'BASE64_IMAGE' },
        }),
      },
      { label: 'delivery', code: `POST https://your.site/captcha-answer\nid=${ID}&code=W9H5K` },
    ],
  },
};

/** Every parameter name the call pages use (the prose test covers them). */
export const CALL_PARAMS: readonly CallParam[] = [...Object.values(V1), ...Object.values(V2)].flatMap((c) => c.params);

export function methodArticle(
  method: ApiDocMethod,
  version: ApiDocVersion,
  language: Language,
  baseUrl: string,
): ApiDocArticle {
  const call = (version === 'v1' ? V1 : V2)[method];
  const prose = METHOD_PROSE[method];
  return {
    slug: method,
    version,
    baseUrl,
    page: 'method',
    title: prose.title[version],
    summary: prose.summary[language],
    endpoint: call.endpoint,
    params: call.params.map((p) => ({
      names: p.names.map((n) => n.replace(/^res:/, '')),
      type: p.type,
      required: p.required,
      description: paramText(p.names, language),
    })),
    examples: call.examples(baseUrl),
    type: null,
    errors: [],
  };
}
