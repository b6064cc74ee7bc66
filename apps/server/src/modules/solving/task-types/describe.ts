/**
 * The parameters of every task kind, read off the spec builders themselves: a tracing reader
 * runs a kind's builder and records each parameter it asks for (names in both protocols, type,
 * limits, whether it is required). The API documentation is made from this, so it cannot list a
 * parameter the engine ignores or miss one it reads.
 */
import { type BuildContext, MAX_INSTRUCTION_CHARS } from './build-common.ts';
import { IMAGE_BUILDERS, PUZZLE_BUILDERS } from './build-image.ts';
import { TOKEN_BUILDERS } from './build-token.ts';
import type { ImageCheck } from './image.ts';
import { IMAGE_LIMITS } from './image.ts';
import type { AudioData, ImageData, ProxySpec, TaskKind, TaskSpec } from './kinds.ts';
import { type Problem, SpecProblem } from './problems.ts';
import { type Names, n, type Protocol, Reader, type StringOptions } from './reader.ts';

export type ParamType =
  | 'string'
  | 'url'
  | 'sitekey'
  | 'boolean'
  | 'integer'
  | 'number'
  | 'object'
  | 'array'
  | 'image'
  | 'audio'
  | 'proxy';

export interface ParamDescription {
  /** Names the protocol accepts, the usual one first. */
  names: string[];
  type: ParamType;
  required: boolean;
  /** Longest string (characters) or allowed range. */
  maxLength?: number;
  min?: number;
  max?: number;
  /** Images: the largest side in pixels and the byte limit. */
  maxSide?: number;
  maxBytes?: number;
}

type How = 'declared' | 'optional' | 'behaviour';
interface Traced extends ParamDescription {
  how: How;
}

const BUILDERS = { ...IMAGE_BUILDERS, ...PUZZLE_BUILDERS, ...TOKEN_BUILDERS };
const FAKE_IMAGE: ImageData = { bytes: Buffer.alloc(0), mime: 'image/png', width: 300, height: 300 };
const FAKE_AUDIO: AudioData = { bytes: Buffer.alloc(0), mime: 'audio/mpeg' };
const FAKE_PROXY: ProxySpec = { type: 'http', address: 'proxy.example', port: 8080 };

/** Answers every read with a plausible value (or as absent for the names in `absent`) and records it. */
class TracingReader extends Reader {
  readonly traced: Traced[] = [];
  private readonly absent: ReadonlySet<string>;

  constructor(protocol: Protocol, absent: ReadonlySet<string>) {
    super(protocol, {});
    this.absent = absent;
  }

  private list(names: Names): string[] {
    return [...(this.protocol === 'v1' ? names.v1 : names.v2)];
  }

  private record<T>(names: string[], entry: Omit<Traced, 'names'>, present: () => T, missing: () => T): T {
    if (names.length === 0) return missing();
    if (!this.traced.some((t) => t.names[0] === names[0])) this.traced.push({ names, ...entry });
    return this.absent.has(names[0] as string) ? missing() : present();
  }

  private need(problem: Problem | undefined, name: string | undefined): never | undefined {
    if (problem) throw new SpecProblem(problem, name);
    return undefined;
  }

  override value(names: Names): unknown {
    const list = this.list(names);
    return this.record(
      list,
      { type: 'string', required: false, how: 'behaviour' },
      () => 'en',
      () => undefined,
    );
  }

  override has(names: Names): boolean {
    return this.value(names) !== undefined;
  }

  override string(names: Names, options: StringOptions & { required: Problem }): string;
  override string(names: Names, options?: StringOptions): string | undefined;
  override string(names: Names, options: StringOptions = {}): string | undefined {
    const list = this.list(names);
    const entry = {
      type: 'string' as const,
      required: Boolean(options.required),
      how: (options.required ? 'declared' : 'optional') as How,
      maxLength: options.max ?? 8192,
    };
    return this.record(
      list,
      entry,
      () => 'en',
      () => this.need(options.required, list[0]),
    );
  }

  override flag(names: Names): boolean {
    return this.record(
      this.list(names),
      { type: 'boolean', required: false, how: 'optional' },
      () => false,
      () => false,
    );
  }

  override int(names: Names, min: number, max: number): number | undefined {
    const entry = { type: 'integer' as const, required: false, how: 'optional' as How, min, max };
    return this.record(
      this.list(names),
      entry,
      () => min,
      () => undefined,
    );
  }

  override number(names: Names, min: number, max: number): number | undefined {
    const entry = { type: 'number' as const, required: false, how: 'optional' as How, min, max };
    return this.record(
      this.list(names),
      entry,
      () => min,
      () => undefined,
    );
  }

  override object(names: Names): Record<string, unknown> | undefined {
    const entry = { type: 'object' as const, required: false, how: 'behaviour' as How };
    return this.record(
      this.list(names),
      entry,
      () => undefined,
      () => undefined,
    );
  }

  override array(names: Names): unknown[] | undefined {
    const entry = { type: 'array' as const, required: false, how: 'behaviour' as How };
    return this.record(
      this.list(names),
      entry,
      () => [0],
      () => undefined,
    );
  }

  override url(names: Names, problem: Problem = 'pageurl'): string {
    const list = this.list(names);
    const entry = { type: 'url' as const, required: true, how: 'declared' as How, maxLength: 4096 };
    return this.record(
      list,
      entry,
      () => 'https://example.com/',
      () => this.need(problem, list[0]) as never,
    );
  }

  override siteKey(names: Names): string {
    const list = this.list(names);
    const entry = { type: 'sitekey' as const, required: true, how: 'declared' as How, maxLength: 512 };
    return this.record(
      list,
      entry,
      () => 'abcdefghij0123456789',
      () => this.need('sitekey_missing', list[0]) as never,
    );
  }

  override image(names: Names, check: ImageCheck = {}): ImageData {
    const entry = {
      type: 'image' as const,
      required: true,
      how: 'declared' as How,
      maxBytes: IMAGE_LIMITS.maxBytes,
      maxSide: check.maxSide ?? IMAGE_LIMITS.maxSide,
    };
    return this.record(
      this.list(names),
      entry,
      () => FAKE_IMAGE,
      () => this.need('image_empty', undefined) as never,
    );
  }

  override hasBytes(names: Names): boolean {
    const entry = { type: 'image' as const, required: false, how: 'optional' as How, maxBytes: IMAGE_LIMITS.maxBytes };
    return this.record(
      this.list(names),
      entry,
      () => true,
      () => false,
    );
  }

  override instructionsImage(): ImageData | undefined {
    const names = this.list(n('imginstructions', ['imgInstructions', 'imginstructions']));
    const { maxBytes, maxWidth } = IMAGE_LIMITS.instructions;
    const entry = { type: 'image' as const, required: false, how: 'optional' as How, maxBytes, maxSide: maxWidth };
    return this.record(
      names,
      entry,
      () => undefined,
      () => undefined,
    );
  }

  override audio(names: Names): AudioData {
    const entry = {
      type: 'audio' as const,
      required: true,
      how: 'declared' as How,
      maxBytes: IMAGE_LIMITS.audioMaxBytes,
    };
    return this.record(
      this.list(names),
      entry,
      () => FAKE_AUDIO,
      () => this.need('image_empty', undefined) as never,
    );
  }

  override fileNames(names: readonly string[]): string[] {
    if (this.protocol === 'v1') {
      const entry = {
        type: 'image' as const,
        required: false,
        how: 'optional' as How,
        maxBytes: IMAGE_LIMITS.maxBytes,
      };
      this.record(
        names.slice(1),
        entry,
        () => undefined,
        () => undefined,
      );
    }
    return [];
  }

  override bracketed(prefix: string): Record<string, string> | undefined {
    const entry = { type: 'object' as const, required: false, how: 'optional' as How };
    return this.record(
      [`${prefix}[…]`],
      entry,
      () => undefined,
      () => undefined,
    );
  }

  override proxy(): ProxySpec | undefined {
    const names = this.protocol === 'v1' ? ['proxy', 'proxytype'] : ['proxyType', 'proxyAddress', 'proxyPort'];
    return this.record(
      names,
      { type: 'proxy', required: false, how: 'behaviour' },
      () => FAKE_PROXY,
      () => undefined,
    );
  }
}

function run(kind: TaskKind, protocol: Protocol, absent: ReadonlySet<string>) {
  const reader = new TracingReader(protocol, absent);
  const build = BUILDERS[kind] as (r: Reader, ctx: BuildContext) => TaskSpec;
  try {
    build(reader, {});
    return { ok: true, traced: reader.traced, blame: undefined };
  } catch (error) {
    if (!(error instanceof SpecProblem)) throw error;
    // The parameter a refusal names, else the last one read.
    const named = error.message.split(': ')[1];
    const blamed = reader.traced.find((t) => t.names.includes(named ?? '')) ?? reader.traced.at(-1);
    return { ok: false, traced: reader.traced, blame: blamed?.names[0] };
  }
}

/** A run that succeeds: the stand-in values a parameter refuses (a format, a combination) are left out. */
function baseline(kind: TaskKind, protocol: Protocol) {
  const absent = new Set<string>();
  for (let i = 0; i < 12; i++) {
    const result = run(kind, protocol, absent);
    if (result.ok || result.blame === undefined || absent.has(result.blame)) return { ...result, absent };
    absent.add(result.blame);
  }
  return { ...run(kind, protocol, absent), absent };
}

/**
 * The parameters a kind reads in one protocol (besides the key, the method or type, and the
 * callback and format options every call shares). Where the builder only shows by failing that a
 * parameter is needed, it is tried without it.
 */
export function describeKind(kind: TaskKind, protocol: Protocol): ParamDescription[] {
  const base = baseline(kind, protocol);
  return base.traced
    .filter((t) => !(t.how === 'behaviour' && t.type === 'string' && base.absent.has(t.names[0] as string)))
    .map(({ how, ...param }) => {
      if (how !== 'behaviour' || !base.ok || base.absent.has(param.names[0] as string)) return param;
      const without = run(kind, protocol, new Set([...base.absent, param.names[0] as string]));
      return { ...param, required: !without.ok };
    });
}

/** Longest text hint (`textinstructions`, `comment`, `textcaptcha`), in characters. */
export const INSTRUCTION_CHARS = MAX_INSTRUCTION_CHARS;
