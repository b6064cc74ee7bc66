/**
 * Reads task parameters the same way for both protocols, so that one builder per kind yields
 * the same spec from v1 (`in.php` params + files) and v2 (the createTask `task` object).
 * Every fault throws a SpecProblem.
 */
import { checkAudio, checkImage, checkInstructionsImage, decodeBase64, type ImageCheck } from './image.ts';
import type { AudioData, ImageData, ProxySpec, ProxyType } from './kinds.ts';
import { type Problem, SpecProblem } from './problems.ts';

export type Protocol = 'v1' | 'v2';

/** A parameter's names in each protocol; an empty list means the protocol has no such field. */
export interface Names {
  v1: readonly string[];
  v2: readonly string[];
}

const list = (names: string | readonly string[] | undefined): readonly string[] =>
  names === undefined ? [] : typeof names === 'string' ? [names] : names;

/** `n('pageurl', 'websiteURL')`: the v1 and v2 names of one parameter. */
export const n = (v1?: string | readonly string[], v2?: string | readonly string[]): Names => ({
  v1: list(v1),
  v2: list(v2),
});

/** The names every kind uses for the worker's user agent. */
export const USER_AGENT = n(['userAgent', 'useragent', 'user_agent'], 'userAgent');
export const PAGE_URL = n('pageurl', 'websiteURL');

export interface V1File {
  /** The name the client gave the file part, if any. */
  filename?: string;
  bytes: Buffer;
}

export interface StringOptions {
  /** Characters (code points); default 8192. */
  max?: number;
  /** The problem when absent; optional when not given. */
  required?: Problem;
}

const DEFAULT_MAX = 8192;
const PROXY_TYPES: readonly ProxyType[] = ['http', 'https', 'socks4', 'socks5'];
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)*[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const IPV6 = /^\[[0-9A-Fa-f:.]+\]$/;

export class Reader {
  readonly protocol: Protocol;
  private readonly params: Readonly<Record<string, unknown>>;
  private readonly files: Readonly<Record<string, V1File>>;

  constructor(
    protocol: Protocol,
    params: Readonly<Record<string, unknown>>,
    files: Readonly<Record<string, V1File>> = {},
  ) {
    this.protocol = protocol;
    this.params = params;
    this.files = files;
  }

  private names(names: Names): readonly string[] {
    return this.protocol === 'v1' ? names.v1 : names.v2;
  }

  /** The first value that is present: null (sent by Anti-Captcha clients for unset fields) and '' count as absent. */
  value(names: Names): unknown {
    for (const name of this.names(names)) {
      if (!Object.hasOwn(this.params, name)) continue;
      const v = this.params[name];
      if (v === null || v === undefined) continue;
      if (typeof v === 'string' && v.trim() === '') continue;
      return v;
    }
    return undefined;
  }

  has(names: Names): boolean {
    return this.value(names) !== undefined;
  }

  /** A trimmed string; numbers are accepted and turned into strings. */
  string(names: Names, options: StringOptions & { required: Problem }): string;
  string(names: Names, options?: StringOptions): string | undefined;
  string(names: Names, options: StringOptions = {}): string | undefined {
    const v = this.value(names);
    if (v === undefined) {
      if (options.required) throw new SpecProblem(options.required, this.names(names)[0]);
      return undefined;
    }
    if (typeof v !== 'string' && typeof v !== 'number') throw new SpecProblem('bad_parameters', this.names(names)[0]);
    const s = String(v).trim();
    const max = options.max ?? DEFAULT_MAX;
    // Code points never outnumber UTF-16 units: only count them when the quick bounds disagree.
    const tooLong = s.length > max && (s.length > 2 * max || [...s].length > max);
    if (tooLong || s.includes('\u0000')) {
      throw new SpecProblem('bad_parameters', this.names(names)[0]);
    }
    return s;
  }

  /** A flag: 0/1, true/false (as booleans, numbers or strings); absent is false. */
  flag(names: Names): boolean {
    const v = this.value(names);
    if (v === undefined || v === false || v === 0 || v === '0' || v === 'false') return false;
    if (v === true || v === 1 || v === '1' || v === 'true') return true;
    throw new SpecProblem('bad_parameters', this.names(names)[0]);
  }

  /** An integer in [min, max] (numbers or digit strings), or undefined when absent. */
  int(names: Names, min: number, max: number): number | undefined {
    const v = this.value(names);
    if (v === undefined) return undefined;
    const num = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d{1,9}$/.test(v.trim()) ? Number(v) : NaN;
    if (!Number.isInteger(num) || num < min || num > max) throw new SpecProblem('bad_parameters', this.names(names)[0]);
    return num;
  }

  /** A decimal number in [min, max], or undefined when absent. */
  number(names: Names, min: number, max: number): number | undefined {
    const v = this.value(names);
    if (v === undefined) return undefined;
    const num = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : NaN;
    if (!Number.isFinite(num) || num < min || num > max) throw new SpecProblem('bad_parameters', this.names(names)[0]);
    return num;
  }

  /** A plain object, or a JSON string holding one. */
  object(names: Names): Record<string, unknown> | undefined {
    const v = this.value(names);
    if (v === undefined) return undefined;
    const parsed = typeof v === 'string' ? parseJson(v) : v;
    if (!isPlainObject(parsed)) throw new SpecProblem('bad_parameters', this.names(names)[0]);
    return parsed;
  }

  /** An array, or a JSON string holding one. */
  array(names: Names): unknown[] | undefined {
    const v = this.value(names);
    if (v === undefined) return undefined;
    const parsed = typeof v === 'string' ? parseJson(v) : v;
    if (!Array.isArray(parsed)) throw new SpecProblem('bad_parameters', this.names(names)[0]);
    return parsed;
  }

  /** An http(s) URL; absent or malformed is `problem` (ERROR_PAGEURL for the page URL). */
  url(names: Names, problem: Problem = 'pageurl'): string {
    let s: string;
    try {
      s = this.string(names, { max: 4096, required: problem });
    } catch (error) {
      throw error instanceof SpecProblem ? new SpecProblem(problem, this.names(names)[0]) : error;
    }
    if (!isHttpUrl(s)) throw new SpecProblem(problem, this.names(names)[0]);
    return s;
  }

  /** A widget key: printable ASCII without spaces; `strict` is the reCAPTCHA key alphabet. */
  siteKey(names: Names, strict = false): string {
    const s = this.string(names, { max: 512, required: 'sitekey_missing' });
    const ok = strict ? /^[\w-]{10,100}$/.test(s) : /^[\x21-\x7e]+$/.test(s);
    if (!ok) throw new SpecProblem('sitekey_invalid', this.names(names)[0]);
    return s;
  }

  /** Raw bytes of a file part (v1) or a base64 parameter; null when absent. */
  private bytes(names: Names): { bytes: Buffer; filename?: string } | null {
    for (const name of this.names(names)) {
      const file = this.protocol === 'v1' ? this.files[name] : undefined;
      if (file)
        return file.filename === undefined ? { bytes: file.bytes } : { bytes: file.bytes, filename: file.filename };
      const v = this.value(n(name, name));
      if (v === undefined) continue;
      if (typeof v !== 'string') throw new SpecProblem('upload', name);
      const decoded = decodeBase64(v);
      if (!decoded) throw new SpecProblem('upload', name);
      return { bytes: decoded };
    }
    return null;
  }

  /** A captcha image: missing is ERROR_ZERO_CAPTCHA_FILESIZE, as if zero bytes had been sent. */
  image(names: Names, check: ImageCheck = {}): ImageData {
    const found = this.bytes(names);
    if (!found) throw new SpecProblem('image_empty');
    return checkImage(found.bytes, { ...check, ...(found.filename !== undefined ? { filename: found.filename } : {}) });
  }

  optionalImage(names: Names, check: ImageCheck = {}): ImageData | undefined {
    return this.hasBytes(names) ? this.image(names, check) : undefined;
  }

  hasBytes(names: Names): boolean {
    return this.names(names).some((name) => (this.protocol === 'v1' && this.files[name]) || this.has(n(name, name)));
  }

  /** `imginstructions` / `imgInstructions`, file part or base64. */
  instructionsImage(): ImageData | undefined {
    const names = n('imginstructions', ['imgInstructions', 'imginstructions']);
    if (!this.hasBytes(names)) return undefined;
    let found: { bytes: Buffer } | null;
    try {
      found = this.bytes(names);
    } catch {
      throw new SpecProblem('instructions_image');
    }
    return checkInstructionsImage(found?.bytes ?? null);
  }

  audio(names: Names): AudioData {
    const found = this.bytes(names);
    return checkAudio(found?.bytes ?? null);
  }

  /** v1 file parts present among `names`, in order. */
  fileNames(names: readonly string[]): string[] {
    return this.protocol === 'v1' ? names.filter((name) => this.files[name]) : [];
  }

  /** v1 parameters named `prefix[key]` (and a `prefix` object from a JSON body), as a string map. */
  bracketed(prefix: string): Record<string, string> | undefined {
    const out: Record<string, string> = {};
    const whole = this.params[prefix];
    if (isPlainObject(whole)) {
      for (const [k, v] of Object.entries(whole)) out[k] = scalar(v, prefix);
    }
    for (const [key, v] of Object.entries(this.params)) {
      const m = /^(.+)\[(.+)\]$/.exec(key);
      if (m && m[1] === prefix && v !== null && v !== undefined) out[m[2] as string] = scalar(v, key);
    }
    return Object.keys(out).length > 0 ? out : undefined;
  }

  /** The customer's proxy: v1 `proxy` + `proxytype`, v2 `proxyType`, `proxyAddress`, `proxyPort`, … */
  proxy(): ProxySpec | undefined {
    return this.protocol === 'v1' ? this.proxyV1() : this.proxyV2();
  }

  private proxyV1(): ProxySpec | undefined {
    const text = this.string(n('proxy'), { max: 1024 });
    if (text === undefined) return undefined;
    const typeText = this.string(n('proxytype'), { max: 16 })?.toLowerCase() ?? 'http';
    const type = PROXY_TYPES.find((t) => t === typeText);
    if (!type) throw new SpecProblem('proxy_format', 'proxytype');
    const at = text.lastIndexOf('@');
    const hostPort = at >= 0 ? text.slice(at + 1) : text;
    const colon = hostPort.lastIndexOf(':');
    if (colon <= 0) throw new SpecProblem('proxy_format');
    const proxy: ProxySpec = { type, address: hostPort.slice(0, colon), port: parsePort(hostPort.slice(colon + 1)) };
    if (at >= 0) {
      const credentials = text.slice(0, at);
      const sep = credentials.indexOf(':');
      if (sep <= 0) throw new SpecProblem('proxy_format');
      proxy.login = credentials.slice(0, sep);
      proxy.password = credentials.slice(sep + 1);
    }
    checkAddress(proxy.address);
    return proxy;
  }

  private proxyV2(): ProxySpec | undefined {
    const names = ['proxyType', 'proxyAddress', 'proxyPort', 'proxyLogin', 'proxyPassword'];
    if (!names.some((name) => this.has(n(undefined, name)))) return undefined;
    const read = (name: string) => {
      const v = this.value(n(undefined, name));
      if (v !== undefined && typeof v !== 'string' && typeof v !== 'number')
        throw new SpecProblem('proxy_format', name);
      return v === undefined ? undefined : String(v).trim();
    };
    const type = PROXY_TYPES.find((t) => t === read('proxyType')?.toLowerCase());
    const address = read('proxyAddress');
    const port = read('proxyPort');
    if (!type || !address || port === undefined) throw new SpecProblem('proxy_format');
    const proxy: ProxySpec = { type, address, port: parsePort(port) };
    checkAddress(address);
    const login = read('proxyLogin');
    const password = read('proxyPassword');
    if (login !== undefined) proxy.login = login;
    if (password !== undefined) proxy.password = password;
    if (password !== undefined && login === undefined) throw new SpecProblem('proxy_format', 'credentials');
    return proxy;
  }
}

function parsePort(text: string): number {
  if (!/^\d{1,5}$/.test(text)) throw new SpecProblem('proxy_format', 'port');
  const port = Number(text);
  if (port < 1 || port > 65535) throw new SpecProblem('proxy_format', 'port');
  return port;
}

function checkAddress(address: string): void {
  if (address.length > 253 || !(HOST.test(address) || IPV6.test(address))) throw new SpecProblem('proxy_format');
}

function scalar(v: unknown, name: string): string {
  if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') {
    throw new SpecProblem('bad_parameters', name);
  }
  return String(v);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new SpecProblem('bad_parameters', 'json');
  }
}

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && !Buffer.isBuffer(v);
}

export function isHttpUrl(text: string): boolean {
  if (/\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
