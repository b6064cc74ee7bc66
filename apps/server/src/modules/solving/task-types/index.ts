/** The task-type catalogue: kinds, protocol parsers, answer checks and answer formats. */
export { AGREEMENT_KINDS, agreedKey, agreementKey } from './agreement.ts';
export { ANSWER_FIELDS, type AnswerCheck, type Box, type Point, type TaskAnswer, validateAnswer } from './answers.ts';
export { describeKind, INSTRUCTION_CHARS, type ParamDescription, type ParamType } from './describe.ts';
export { formatV1, formatV2, NO_MATCHING_IMAGES, type V1Answer, v1Text } from './format.ts';
export { checkImage, checkInstructionsImage, decodeBase64, IMAGE_LIMITS, isMp3, sniffImage } from './image.ts';
export {
  type Alphabet,
  type AnswerType,
  type AudioData,
  type Cookie,
  type ImageData,
  type ImageMime,
  isTaskKind,
  KIND_META,
  type KindMeta,
  type KindParams,
  type NumericMode,
  type ProxySpec,
  type ProxyType,
  type SpecOf,
  TASK_KINDS,
  type TaskKind,
  type TaskSpec,
  V2_PROXY_TYPES,
  V2_UNSUPPORTED_TYPES,
} from './kinds.ts';
export {
  type Problem,
  V1_ERRORS,
  type V1ErrorCode,
  V2_ERRORS,
  V2_TASK_ABSENT,
  V2_TASK_NOT_SUPPORTED,
  type V2Error,
} from './problems.ts';
export type { V1File } from './reader.ts';
export { parseV1, type V1Files, type V1Params, type V1Result } from './v1.ts';
export { parseV2, type V2Result } from './v2.ts';
