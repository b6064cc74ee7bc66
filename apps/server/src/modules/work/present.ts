/**
 * A task as the worker API hands it out: what the worker needs to solve its kind, nothing more.
 * Never the customer (id, IP, software, callback), the proxy (address, login, password) or the
 * customer's cookies. The reply schema (WorkerTaskSchema) also drops anything not listed in it.
 */
import { microsToDollars, type WorkerImage, type WorkerTaskView } from '@crowdsolve/contract';
import type { WorkerTask } from '../solving/index.ts';
import {
  ANSWER_FIELDS,
  type AudioData,
  type ImageData,
  KIND_META,
  type NumericMode,
  type TaskSpec,
} from '../solving/index.ts';

type Site = NonNullable<WorkerTaskView['site']>;
/** The kind-specific members of a presented task. */
type KindPart = Pick<
  Partial<WorkerTaskView>,
  | 'image'
  | 'images'
  | 'parts'
  | 'audio'
  | 'question'
  | 'instructions'
  | 'hints'
  | 'grid'
  | 'clicks'
  | 'rotate'
  | 'steps'
  | 'site'
>;
type ParamValue = string | number | boolean | undefined;

const NUMERIC: Record<NumericMode, NonNullable<NonNullable<WorkerTaskView['hints']>['numeric']>> = {
  0: 'any',
  1: 'digits',
  2: 'letters',
  3: 'digits_or_letters',
  4: 'digits_and_letters',
};
const ALPHABET = { 0: 'any', 1: 'cyrillic', 2: 'latin' } as const;

export function dataUrl(data: ImageData | AudioData): string {
  return `data:${data.mime};base64,${Buffer.from(data.bytes).toString('base64')}`;
}

const image = (data: ImageData): WorkerImage => ({
  url: dataUrl(data),
  mime: data.mime,
  width: data.width,
  height: data.height,
});

/** Drops undefined members (optional fields stay absent in the JSON). */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** The instruction text, image and language, when any is given. */
function instructions(spec: TaskSpec, text: string | undefined, lang: string | undefined): KindPart {
  const part = defined({
    text,
    image: spec.instructionsImage ? image(spec.instructionsImage) : undefined,
    lang,
  });
  return Object.keys(part).length > 0 ? { instructions: part } : {};
}

function main(spec: TaskSpec): KindPart {
  return spec.image ? { image: image(spec.image) } : {};
}

function clicks(min: number | undefined, max: number | undefined): KindPart {
  return min === undefined && max === undefined ? {} : { clicks: defined({ min, max }) };
}

/** A token kind's widget: page, key, common flags; `params` the kind's other values, by their spec names. */
function site(
  spec: TaskSpec,
  pageUrl: string,
  siteKey: string | null,
  common: Partial<Omit<Site, 'pageUrl' | 'siteKey' | 'params' | 'proxied'>>,
  params: Record<string, ParamValue> = {},
): KindPart {
  return {
    site: defined({
      pageUrl,
      siteKey,
      invisible: false,
      enterprise: false,
      ...defined(common),
      params: defined(params) as Site['params'],
      proxied: spec.proxy !== undefined,
    }),
  };
}

/** Per kind, what the worker needs (read from the TaskSpec params; see task-types/kinds.ts). */
function kindPart(spec: TaskSpec): KindPart {
  switch (spec.kind) {
    // ── Image kinds ──
    case 'image_text': {
      const p = spec.params;
      return {
        ...main(spec),
        ...instructions(spec, p.comment, p.lang),
        hints: defined({
          caseSensitive: p.caseSensitive,
          phrase: p.phrase,
          calc: p.calc,
          numeric: NUMERIC[p.numeric],
          minLength: p.minLength > 0 ? p.minLength : undefined,
          maxLength: p.maxLength > 0 ? p.maxLength : undefined,
          alphabet: ALPHABET[p.language],
        }),
      };
    }
    case 'text':
      return {
        question: spec.params.question,
        ...instructions(spec, undefined, spec.params.lang),
        hints: { alphabet: ALPHABET[spec.params.language] },
      };
    case 'rotate':
      return {
        ...main(spec),
        images: (spec.images ?? (spec.image ? [spec.image] : [])).map(image),
        ...instructions(spec, spec.params.comment, spec.params.lang),
        rotate: { step: spec.params.angle },
      };
    case 'coordinates':
      return {
        ...main(spec),
        ...instructions(spec, spec.params.comment, spec.params.lang),
        hints: { alphabet: ALPHABET[spec.params.language] },
        ...clicks(spec.params.minClicks, spec.params.maxClicks),
      };
    case 'grid': {
      const p = spec.params;
      // previousId (the customer's earlier task) is theirs, not the worker's.
      return {
        ...main(spec),
        ...instructions(spec, p.comment, p.lang),
        grid: defined({ rows: p.rows, columns: p.columns, imgType: p.imgType }),
        ...clicks(p.minClicks, p.maxClicks),
      };
    }
    case 'canvas':
    case 'bounding_box':
      return { ...main(spec), ...instructions(spec, spec.params.comment, spec.params.lang) };
    case 'audio':
      return {
        ...(spec.audio ? { audio: { url: dataUrl(spec.audio), mime: spec.audio.mime } } : {}),
        ...instructions(spec, undefined, spec.params.lang),
      };
    case 'temu':
      return { ...main(spec), parts: (spec.parts ?? []).map(image) };
    case 'vk_image':
      return { ...main(spec), steps: spec.params.steps };

    // ── Token kinds (never the customer's cookies or proxy) ──
    case 'recaptcha_v2': {
      const p = spec.params;
      return site(
        spec,
        p.websiteUrl,
        p.websiteKey,
        { invisible: p.invisible, enterprise: p.enterprise, userAgent: p.userAgent, payload: p.enterprisePayload },
        { dataS: p.dataS, apiDomain: p.apiDomain },
      );
    }
    case 'recaptcha_v3': {
      const p = spec.params;
      return site(
        spec,
        p.websiteUrl,
        p.websiteKey,
        { enterprise: p.enterprise, action: p.action, minScore: p.minScore },
        { apiDomain: p.apiDomain },
      );
    }
    case 'hcaptcha': {
      const p = spec.params;
      return site(
        spec,
        p.websiteUrl,
        p.websiteKey,
        { invisible: p.invisible, enterprise: p.enterprise, userAgent: p.userAgent, payload: p.enterprisePayload },
        { rqdata: p.rqdata, apiDomain: p.apiDomain },
      );
    }
    case 'geetest': {
      const p = spec.params;
      return site(
        spec,
        p.websiteUrl,
        p.gt,
        { userAgent: p.userAgent },
        { gt: p.gt, challenge: p.challenge, apiServer: p.apiServer, offline: p.offline, newCaptcha: p.newCaptcha },
      );
    }
    case 'geetest_v4': {
      const p = spec.params;
      return site(
        spec,
        p.websiteUrl,
        p.captchaId,
        { userAgent: p.userAgent },
        { captchaId: p.captchaId, riskType: p.riskType, apiServer: p.apiServer },
      );
    }
    case 'turnstile': {
      const p = spec.params;
      return site(
        spec,
        p.websiteUrl,
        p.websiteKey,
        { action: p.action, userAgent: p.userAgent },
        { data: p.data, pageData: p.pageData },
      );
    }
    case 'funcaptcha': {
      const p = spec.params;
      return site(spec, p.websiteUrl, p.publicKey, { userAgent: p.userAgent, payload: p.data }, { surl: p.surl });
    }
    case 'keycaptcha': {
      const p = spec.params;
      return site(
        spec,
        p.websiteUrl,
        null,
        {},
        {
          userId: p.userId,
          sessionId: p.sessionId,
          webServerSign: p.webServerSign,
          webServerSign2: p.webServerSign2,
        },
      );
    }
    case 'lemin': {
      const p = spec.params;
      return site(
        spec,
        p.websiteUrl,
        p.captchaId,
        {},
        {
          captchaId: p.captchaId,
          divId: p.divId,
          apiServer: p.apiServer,
        },
      );
    }
    case 'capy': {
      const p = spec.params;
      return site(spec, p.websiteUrl, p.websiteKey, {}, { apiServer: p.apiServer, version: p.version });
    }
    case 'amazon_waf': {
      const p = spec.params;
      return site(
        spec,
        p.websiteUrl,
        p.websiteKey,
        {},
        {
          iv: p.iv,
          context: p.context,
          challengeScript: p.challengeScript,
          captchaScript: p.captchaScript,
        },
      );
    }
    case 'cutcaptcha': {
      const p = spec.params;
      return site(spec, p.websiteUrl, p.miseryKey, {}, { miseryKey: p.miseryKey, apiKey: p.apiKey });
    }
    case 'atb_captcha': {
      const p = spec.params;
      return site(spec, p.websiteUrl, p.appId, {}, { appId: p.appId, apiServer: p.apiServer });
    }
    case 'tencent':
      return site(spec, spec.params.websiteUrl, spec.params.appId, {}, { appId: spec.params.appId });
    case 'datadome': {
      const p = spec.params;
      return site(spec, p.websiteUrl, null, { userAgent: p.userAgent }, { captchaUrl: p.captchaUrl });
    }
    case 'mtcaptcha':
    case 'friendly_captcha':
    case 'prosopo':
      return site(spec, spec.params.websiteUrl, spec.params.websiteKey, {});
    case 'captchafox':
    case 'yandex':
      return site(spec, spec.params.websiteUrl, spec.params.websiteKey, { userAgent: spec.params.userAgent });
    case 'vk_captcha':
      return site(
        spec,
        spec.params.redirectUri,
        null,
        { userAgent: spec.params.userAgent },
        { redirectUri: spec.params.redirectUri },
      );
    case 'altcha': {
      const p = spec.params;
      return site(spec, p.websiteUrl, null, {}, { challengeUrl: p.challengeUrl, challengeJson: p.challengeJson });
    }
    case 'cybersiara': {
      const p = spec.params;
      return site(spec, p.websiteUrl, p.masterUrlId, { userAgent: p.userAgent }, { masterUrlId: p.masterUrlId });
    }
    default: {
      const never: never = spec;
      throw new Error(`no presentation for ${(never as TaskSpec).kind}`);
    }
  }
}

/** The task for the worker; `now` gives the seconds left until its deadline. */
export function presentTask(task: WorkerTask, now: Date): WorkerTaskView {
  const { spec } = task;
  const meta = KIND_META[spec.kind];
  const fields = ANSWER_FIELDS[spec.kind];
  return {
    id: task.taskId,
    kind: spec.kind,
    category: meta.category,
    answerType: meta.answer,
    ...(fields ? { answerFields: [...fields] } : {}),
    deadline: task.deadline.toISOString(),
    secondsLeft: Math.max(0, Math.ceil((task.deadline.getTime() - now.getTime()) / 1000)),
    payMicros: task.payMicros,
    pay: microsToDollars(task.payMicros),
    canNoAnswer: 'canNoAnswer' in spec.params && spec.params.canNoAnswer === true,
    ...kindPart(spec),
  };
}
