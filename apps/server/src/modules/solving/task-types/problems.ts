/**
 * What can be wrong with a submitted task, independent of protocol, and the error each protocol
 * answers for it (reference §1.6 for v1, §2 for v2).
 */

export type Problem =
  | 'method' // unknown or unsupported v1 method
  | 'pageurl' // page URL missing or not an http(s) URL
  | 'sitekey_missing'
  | 'sitekey_invalid'
  | 'bad_parameters' // a required parameter missing or malformed, or a forbidden combination
  | 'proxy_format'
  | 'image_empty' // no image, or under 100 bytes
  | 'image_too_big' // over the byte or pixel limit
  | 'image_type' // content is not a recognisable image (or audio)
  | 'image_extension' // uploaded file name is not .jpg/.jpeg/.gif/.png
  | 'upload' // malformed base64
  | 'instructions_image'; // the instruction image is unusable

/** Thrown by the readers and builders; caught by parseV1/parseV2 and mapped to a protocol error. */
export class SpecProblem extends Error {
  override name = 'SpecProblem';
  readonly problem: Problem;

  constructor(problem: Problem, detail?: string) {
    super(detail ? `${problem}: ${detail}` : problem);
    this.problem = problem;
  }
}

export type V1ErrorCode =
  | 'ERROR_METHOD_CALL'
  | 'ERROR_PAGEURL'
  | 'ERROR_WRONG_GOOGLEKEY'
  | 'ERROR_GOOGLEKEY'
  | 'ERROR_BAD_PARAMETERS'
  | 'ERROR_PROXY_FORMAT'
  | 'ERROR_ZERO_CAPTCHA_FILESIZE'
  | 'ERROR_TOO_BIG_CAPTCHA_FILESIZE'
  | 'ERROR_IMAGE_TYPE_NOT_SUPPORTED'
  | 'ERROR_WRONG_FILE_EXTENSION'
  | 'ERROR_UPLOAD';

export const V1_ERRORS: Readonly<Record<Problem, V1ErrorCode>> = {
  method: 'ERROR_METHOD_CALL',
  pageurl: 'ERROR_PAGEURL',
  sitekey_missing: 'ERROR_WRONG_GOOGLEKEY',
  sitekey_invalid: 'ERROR_GOOGLEKEY',
  bad_parameters: 'ERROR_BAD_PARAMETERS',
  proxy_format: 'ERROR_PROXY_FORMAT',
  image_empty: 'ERROR_ZERO_CAPTCHA_FILESIZE',
  image_too_big: 'ERROR_TOO_BIG_CAPTCHA_FILESIZE',
  image_type: 'ERROR_IMAGE_TYPE_NOT_SUPPORTED',
  image_extension: 'ERROR_WRONG_FILE_EXTENSION',
  upload: 'ERROR_UPLOAD',
  instructions_image: 'ERROR_BAD_PARAMETERS',
};

export interface V2Error {
  errorId: number;
  errorCode: string;
  errorDescription: string;
}

const v2 = (errorId: number, errorCode: string, errorDescription: string): V2Error => ({
  errorId,
  errorCode,
  errorDescription,
});

export const V2_TASK_ABSENT = v2(22, 'ERROR_TASK_ABSENT', 'The task is missing or its type is unknown.');
export const V2_TASK_NOT_SUPPORTED = v2(23, 'ERROR_TASK_NOT_SUPPORTED', 'This task type is not supported.');

const BAD_PARAMETERS = v2(110, 'ERROR_BAD_PARAMETERS', 'Required parameters are missing or have wrong values.');
const IMAGE_TYPE = v2(15, 'ERROR_IMAGE_TYPE_NOT_SUPPORTED', 'The image type is not supported or not recognisable.');

export const V2_ERRORS: Readonly<Record<Problem, V2Error>> = {
  method: V2_TASK_ABSENT,
  pageurl: v2(5, 'ERROR_PAGEURL', 'websiteURL is missing or is not an http(s) URL.'),
  sitekey_missing: BAD_PARAMETERS,
  sitekey_invalid: v2(31, 'ERROR_RECAPTCHA_INVALID_SITEKEY', 'websiteKey is malformed.'),
  bad_parameters: BAD_PARAMETERS,
  proxy_format: v2(130, 'ERROR_BAD_PROXY', 'The proxy parameters are malformed.'),
  image_empty: v2(3, 'ERROR_ZERO_CAPTCHA_FILESIZE', 'The image is missing or smaller than 100 bytes.'),
  image_too_big: v2(4, 'ERROR_TOO_BIG_CAPTCHA_FILESIZE', 'The image is too large.'),
  image_type: IMAGE_TYPE,
  image_extension: IMAGE_TYPE,
  upload: IMAGE_TYPE,
  instructions_image: v2(115, 'ERROR_BAD_IMGINSTRUCTIONS', 'The instruction image is missing, malformed or too large.'),
};
