/**
 * The API v1 reply envelope (reference §1.2): a bare text line by default, `{"status","request"}`
 * with `json=1`, `Access-Control-Allow-Origin: *` with `header_acao=1`. Always HTTP 200.
 */
import type { FastifyReply } from 'fastify';

/** How the caller wants the answer: from the `json` and `header_acao` parameters. */
export interface V1Format {
  json: boolean;
  acao: boolean;
}

/** One answer in both shapes; the format picks one. */
export interface V1Out {
  text: string;
  json: Record<string, unknown>;
}

/** What the v1 codes mean, sent as `error_text` beside json=1 errors (some clients read it). */
export const V1_ERROR_TEXT: Readonly<Record<string, string>> = {
  ERROR_WRONG_USER_KEY: 'The key parameter is not a 32-character key.',
  ERROR_KEY_DOES_NOT_EXIST: 'The key does not exist.',
  ERROR_ZERO_BALANCE: 'Your balance is too low for this task.',
  ERROR_PAGEURL: 'The pageurl parameter is missing or is not an http(s) URL.',
  ERROR_NO_SLOT_AVAILABLE: 'No slot is available for your task right now; retry in a few seconds.',
  ERROR_ZERO_CAPTCHA_FILESIZE: 'The image is missing or smaller than 100 bytes.',
  ERROR_TOO_BIG_CAPTCHA_FILESIZE: 'The image or the request is too large.',
  ERROR_WRONG_FILE_EXTENSION: 'The file extension is not one of jpg, jpeg, gif, png.',
  ERROR_IMAGE_TYPE_NOT_SUPPORTED: 'The image type is not recognised.',
  ERROR_UPLOAD: 'The request body or the base64 data is malformed.',
  ERROR_GOOGLEKEY: 'The sitekey is malformed.',
  ERROR_WRONG_GOOGLEKEY: 'The sitekey (googlekey) is missing.',
  ERROR_PROXY_FORMAT: 'The proxy parameters are malformed.',
  ERROR_BAD_PARAMETERS: 'Required parameters are missing or malformed.',
  ERROR_METHOD_CALL: 'The method is unknown or not supported.',
  ERROR_CAPTCHA_UNSOLVABLE: 'The task could not be solved; it was not charged.',
  ERROR_BAD_DUPLICATES: "With 100 % recognition, the workers' answers did not agree; it was not charged.",
  ERROR_WRONG_ID_FORMAT: 'The task id must be a number.',
  ERROR_WRONG_CAPTCHA_ID: 'There is no such task on your account.',
  ERROR_REPORT_NOT_RECORDED: 'The report was not recorded (too late, task not solved, or too many complaints).',
  ERROR_DUPLICATE_REPORT: 'This task was already reported.',
  ERROR_EMPTY_ACTION: 'The action parameter is missing.',
  MAX_USER_TURN:
    'More than 60 submits within 3 seconds, or too many calls at once: submits are refused for 10 seconds.',
  'ERROR: 1002': 'More than 120 submits a minute with zero balance: submits are refused for 5 minutes.',
  'ERROR: 1003': 'Too many ERROR_NO_SLOT_AVAILABLE answers for the captchas sent: submits are refused for 30 seconds.',
  'ERROR: 1004': 'More than 5 requests a minute with a wrong key from this IP: it is refused for 10 minutes.',
  'ERROR: 1005':
    'Too many res.php calls for the captchas sent (more than 20 per captcha + 1,200 a minute), or too many at once: refused for 5 minutes. Poll every 5 seconds.',
};

/** The codes in.php can answer, for `in.php?method=get_server_errors`. */
export const IN_PHP_ERRORS: readonly string[] = [
  'ERROR_WRONG_USER_KEY',
  'ERROR_KEY_DOES_NOT_EXIST',
  'ERROR_ZERO_BALANCE',
  'ERROR_PAGEURL',
  'ERROR_NO_SLOT_AVAILABLE',
  'ERROR_ZERO_CAPTCHA_FILESIZE',
  'ERROR_TOO_BIG_CAPTCHA_FILESIZE',
  'ERROR_WRONG_FILE_EXTENSION',
  'ERROR_IMAGE_TYPE_NOT_SUPPORTED',
  'ERROR_UPLOAD',
  'ERROR_GOOGLEKEY',
  'ERROR_WRONG_GOOGLEKEY',
  'ERROR_PROXY_FORMAT',
  'ERROR_BAD_PARAMETERS',
  'ERROR_METHOD_CALL',
];

/**
 * An error (or CAPCHA_NOT_READY): the bare code, or `{"status":0,"request":code}` with an
 * `error_text` beside the ERROR_ codes.
 */
export function v1Error(code: string): V1Out {
  const text = V1_ERROR_TEXT[code];
  return { text: code, json: { status: 0, request: code, ...(text ? { error_text: text } : {}) } };
}

/** A success: `text` as given, `{"status":1,"request":…, ...extras}` in JSON. */
export function v1Ok(request: unknown, text: string, extras: Record<string, unknown> = {}): V1Out {
  return { text, json: { status: 1, request, ...extras } };
}

const TRUE = new Set(['1', 'true']);

/** A 0/1 switch as clients send it: "1", 1, true. */
export function isOn(value: unknown): boolean {
  if (value === true || value === 1) return true;
  return typeof value === 'string' && TRUE.has(value.trim().toLowerCase());
}

export function formatOf(params: Readonly<Record<string, unknown>>): V1Format {
  return { json: isOn(params.json), acao: isOn(params.header_acao) };
}

/** Sends the answer: HTTP 200 always. */
export function sendV1(reply: FastifyReply, format: V1Format, out: V1Out): FastifyReply {
  reply.code(200).header('cache-control', 'no-store');
  if (format.acao) reply.header('access-control-allow-origin', '*');
  if (format.json) return reply.type('application/json; charset=utf-8').send(JSON.stringify(out.json));
  return reply.type('text/plain; charset=utf-8').send(out.text);
}

/** Micro-dollars as a decimal dollar string without trailing zeros: 850 → "0.00085", 12_345_600 → "12.3456". */
export function microsToDollars(micros: number): string {
  const negative = micros < 0;
  const abs = Math.abs(Math.trunc(micros));
  const whole = Math.floor(abs / 1_000_000);
  const fraction = String(abs % 1_000_000)
    .padStart(6, '0')
    .replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
