import { exampleOrigin, type RequestExample, type TaskKindId, typeSlug } from '@crowdsolve/contract';
import { KIND_META } from '../solving/index.ts';

/** v1 values that are flags beside `method=base64` rather than methods of their own. */
const V1_FLAGS = new Set(['recaptcha', 'coordinatescaptcha', 'canvas', 'bounding_box']);
/** The v2 fields of an image task beside its type. */
const IMAGE_FIELDS: Partial<Record<TaskKindId, Record<string, string>>> = {
  text: {},
  audio: { body: 'BASE64_MP3', lang: 'en' },
  canvas: { body: 'BASE64_IMAGE', comment: 'draw around the car' },
  bounding_box: { body: 'BASE64_IMAGE', comment: 'box every car' },
};

/** The comments of a request example, in the reader's language. */
const COMMENTS = {
  en: {
    send: '# 1. Send the task: the reply is {"status":1,"request":"TASK_ID"}',
    params: "#    plus this type's parameters:",
    poll: '# 2. Ask for the answer every 5 seconds until it is ready',
  },
  ru: {
    send: '# 1. Отправьте задачу: ответ — {"status":1,"request":"TASK_ID"}',
    params: '#    и параметры этого типа:',
    poll: '# 2. Запрашивайте ответ каждые 5 секунд, пока он не будет готов',
  },
  zh: {
    send: '# 1. 提交任务：返回 {"status":1,"request":"TASK_ID"}',
    params: '#    以及此类型的参数：',
    poll: '# 2. 每 5 秒查询一次答案，直到就绪',
  },
} as const;

/** A host name fit to print in a command: letters, digits, dots, dashes and a port. */
export function safeHost(hostname: string | undefined, fallback: string): string {
  const host = (hostname ?? '').trim().toLowerCase();
  return /^[a-z0-9.-]+(:\d{1,5})?$/.test(host) ? host : fallback;
}

/**
 * How to send a task of `kind` to this host: in.php then res.php with curl (v1), and the
 * createTask body (v2). Token kinds carry their page address; their own parameters (site keys and
 * the like) are listed on the type's API docs page.
 */
export function requestExample(
  kind: TaskKindId,
  host: string,
  options: { question?: string; language?: keyof typeof COMMENTS } = {},
): RequestExample {
  const meta = KIND_META[kind];
  const say = COMMENTS[options.language ?? 'en'];
  const base = exampleOrigin(host);
  const first = meta.v1[0] ?? 'post';
  const v1Fields: string[] = ['-F key=YOUR_API_KEY', '-F json=1'];
  const v2Task: Record<string, unknown> = { type: meta.v2[0] };
  if (meta.category === 'image') {
    if (kind === 'text') {
      const question = options.question ?? 'If tomorrow is Saturday, what day is today?';
      v1Fields.push('-F method=textcaptcha', `-F "textcaptcha=${question.replaceAll('"', '\\"')}"`);
      v2Task.comment = question;
    } else {
      if (V1_FLAGS.has(first)) v1Fields.push('-F method=post', `-F ${first}=1`, '-F file=@captcha.png');
      else if (first === 'post' || first === 'base64') v1Fields.push('-F method=post', '-F file=@captcha.png');
      else v1Fields.push(`-F method=${first}`, '-F file=@captcha.png');
      Object.assign(v2Task, IMAGE_FIELDS[kind] ?? { body: 'BASE64_IMAGE' });
    }
  } else {
    v1Fields.push(`-F method=${first}`, '-F pageurl=https://example.com/login');
    v2Task.websiteURL = 'https://example.com/login';
  }
  const v1 = [
    say.send,
    `curl ${base}/in.php ${v1Fields.join(' ')}`,
    ...(meta.category === 'token' ? [`${say.params} ${base}/api-docs/${typeSlug(kind)}`] : []),
    say.poll,
    `curl "${base}/res.php?key=YOUR_API_KEY&action=get&id=TASK_ID&json=1"`,
  ].join('\n');
  const v2 = JSON.stringify({ clientKey: 'YOUR_API_KEY', task: v2Task }, null, 2);
  return { v1, v2, host };
}
