import { DEMO_TASK_KIND, isFirstPartyDemoSlug } from '../../packages/contract/src/demo.constants.ts';
import type { DemoCaptcha, SolveRequest } from './captcha.ts';

/**
 * The service's 2captcha-compatible API v1: `in.php` takes a task, `res.php` answers it and the
 * balance. Every call asks for JSON (`json=1`) and for `Access-Control-Allow-Origin: *`
 * (`header_acao=1`), so it works from the extension even without a host permission.
 */

export type Params = Record<string, string>;

/** How each demo is sent, by the task kind the page names (or the one its slug is solved as). */
export type DemoMethod = 'image' | 'text' | 'rotate' | 'coordinates' | 'grid';
const DEMO_METHODS: Record<string, DemoMethod> = {
  image_text: 'image',
  text: 'text',
  rotate: 'rotate',
  coordinates: 'coordinates',
  grid: 'grid',
};

/**
 * How a demo is answered: by the task kind the page names, else by the kind the contract solves
 * its first-party slug as (DEMO_TASK_KIND); null when unknown.
 */
export function demoMethodOf(slug: string, taskKind: string): DemoMethod | null {
  const own = (kind: string) => (Object.hasOwn(DEMO_METHODS, kind) ? DEMO_METHODS[kind] : undefined);
  return own(taskKind) ?? (isFirstPartyDemoSlug(slug) ? own(DEMO_TASK_KIND[slug]) : undefined) ?? null;
}

function demoMethod(captcha: DemoCaptcha): DemoMethod {
  return demoMethodOf(captcha.slug, captcha.taskKind) ?? 'image';
}

function demoParams(captcha: DemoCaptcha, body: string | null): Params {
  const method = demoMethod(captcha);
  if (method === 'text') return { textcaptcha: captcha.question ?? '' };
  if (!body) throw new Error('The captcha image could not be read');
  const instructions: Params = captcha.question ? { textinstructions: captcha.question.slice(0, 140) } : {};
  switch (method) {
    case 'image':
      return { method: 'base64', body, ...instructions };
    case 'rotate':
      return { method: 'rotatecaptcha', body, ...instructions };
    case 'coordinates':
      return { method: 'base64', coordinatescaptcha: '1', body, ...instructions };
    case 'grid':
      return {
        method: 'base64',
        recaptcha: '1',
        body,
        ...instructions,
        ...(captcha.rows ? { recaptcharows: String(captcha.rows) } : {}),
        ...(captcha.cols ? { recaptchacols: String(captcha.cols) } : {}),
      };
  }
}

/** The `in.php` parameters for one captcha (without the key and format flags). */
export function taskParams(req: SolveRequest): Params {
  const { captcha, pageurl } = req;
  if (captcha.type === 'demo') return demoParams(captcha, req.imageBase64);
  switch (captcha.provider) {
    case 'recaptcha':
      return {
        method: 'userrecaptcha',
        googlekey: captcha.sitekey,
        pageurl,
        ...(captcha.invisible ? { invisible: '1' } : {}),
      };
    case 'hcaptcha':
      return { method: 'hcaptcha', sitekey: captcha.sitekey, pageurl };
    case 'turnstile':
      return {
        method: 'turnstile',
        sitekey: captcha.sitekey,
        pageurl,
        ...(captcha.action ? { action: captcha.action } : {}),
        ...(captcha.cdata ? { data: captcha.cdata } : {}),
      };
  }
}

/** The answer as the page's field wants it: coordinates `x1,y1;x2,y2`, grid tiles `1,4,7`, rotation degrees. */
export function answerFor(captcha: SolveRequest['captcha'], request: unknown): string {
  if (captcha.type !== 'demo') return String(request);
  const method = demoMethod(captcha);
  if (method === 'coordinates') {
    if (Array.isArray(request)) return request.map((p: { x: unknown; y: unknown }) => `${p.x},${p.y}`).join(';');
    const text = String(request).replace(/^coordinates?:/, '');
    return [...text.matchAll(/x=(-?[\d.]+),y=(-?[\d.]+)/g)].map((m) => `${m[1]},${m[2]}`).join(';');
  }
  if (method === 'grid') {
    const text = String(request);
    if (text === 'No_matching_images') return '';
    return text
      .replace(/^click:/, '')
      .split('/')
      .filter(Boolean)
      .join(',');
  }
  if (method === 'rotate') return String(request).split('|')[0] ?? '';
  return String(request);
}

/** `https://host` from what a person typed: a scheme is required, a path is dropped. */
export function normalizeHost(input: string): string | null {
  const value = input.trim();
  if (!/^https?:\/\//i.test(value)) return null;
  try {
    const url = new URL(value);
    return url.hostname ? url.origin : null;
  } catch {
    return null;
  }
}

interface V1Reply {
  status: number;
  request: unknown;
  price?: string;
  error_text?: string;
}

export class ApiError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

export type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** A small client of in.php/res.php; `sleep` and `fetch` are injectable for tests. */
export function apiClient(opts: { host: string; key: string; fetch?: Fetch; sleep?: (ms: number) => Promise<void> }) {
  const doFetch = opts.fetch ?? ((url, init) => fetch(url, init));
  const sleep = opts.sleep ?? ((ms) => new Promise<void>((r) => setTimeout(r, ms)));
  const common = { key: opts.key, json: '1', header_acao: '1' };

  async function call(path: 'in.php' | 'res.php', params: Params): Promise<V1Reply> {
    let res: Response;
    try {
      res = await doFetch(`${opts.host}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...common, ...params }).toString(),
      });
    } catch {
      throw new ApiError('ERROR_NETWORK');
    }
    const reply = (await res.json().catch(() => null)) as V1Reply | null;
    if (!reply || typeof reply.status !== 'number') throw new ApiError(`HTTP_${res.status}`);
    return reply;
  }

  return {
    /** The balance in dollars, as the service writes it. */
    async balance(): Promise<string> {
      const reply = await call('res.php', { action: 'getbalance' });
      if (reply.status !== 1) throw new ApiError(String(reply.request));
      return String(reply.request);
    },
    async submit(params: Params): Promise<string> {
      const reply = await call('in.php', params);
      if (reply.status !== 1) throw new ApiError(String(reply.request));
      return String(reply.request);
    },
    /** Polls `get2` until the answer (with its price) or an error; `onWait` runs between polls. */
    async result(
      id: string,
      timing: { first: number; every: number; timeout: number },
      onWait?: () => void,
    ): Promise<{ request: unknown; price: string | null }> {
      let waited = timing.first;
      await sleep(timing.first);
      for (;;) {
        const reply = await call('res.php', { action: 'get2', id });
        if (reply.status === 1) return { request: reply.request, price: reply.price ?? null };
        if (reply.request !== 'CAPCHA_NOT_READY') throw new ApiError(String(reply.request));
        if (waited >= timing.timeout) throw new ApiError('ERROR_TIMEOUT');
        onWait?.();
        await sleep(timing.every);
        waited += timing.every;
      }
    },
  };
}

/** How long to wait: images are answered in seconds, tokens take longer. */
export function timingFor(req: SolveRequest) {
  return req.captcha.type === 'demo'
    ? { first: 5_000, every: 5_000, timeout: 180_000 }
    : { first: 15_000, every: 5_000, timeout: 300_000 };
}
