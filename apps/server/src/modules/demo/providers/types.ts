import type { DemoProviderFailure, DemoVerifyReason, Language, SiteKind, ThirdPartyDemo } from '@crowdsolve/contract';
import type { DemoProvidersConfig } from '../../../config.ts';
import type { ProviderCall } from './http.ts';

export type { RecaptchaVariant } from '@crowdsolve/contract';

/** What a demo page needs to show a provider's widget (the contract's third-party reply, less its kinds). */
export type ProviderWidget = Omit<ThirdPartyDemo, 'kind' | 'taskKind'>;

/** Why a verification did not pass. */
export type VerifyReason = Exclude<DemoVerifyReason, 'wrong' | 'expired' | 'used' | 'invalid'>;
/** The provider could not be asked: no answer in time, no connection, or an answer we cannot read. */
export type ProviderFailure = DemoProviderFailure;

export interface VerifyResult {
  success: boolean;
  /** Null when it passed. */
  reason: VerifyReason | null;
  /** The provider's own error codes, as it sent them (e.g. `invalid-input-response`). */
  providerCodes: string[];
  /** reCAPTCHA v3 / Enterprise: the score the provider gave. */
  score?: number;
  /** The verification used the provider's test keys. */
  testKeys: boolean;
}

/** What the widget sent: one token, or the named values of GeeTest, Lemin and the like. */
export type ProviderAnswer = string | Record<string, string>;

export interface DescribeContext {
  site: SiteKind;
  language: Language;
  /** The visitor's address, passed to providers that take it (GeeTest v3 register, KeyCaptcha signature). */
  ip?: string;
}

export interface VerifyContext {
  ip?: string;
}

export interface ProviderAdapter {
  describe(ctx: DescribeContext): Promise<ProviderWidget>;
  verify(answer: ProviderAnswer, ctx: VerifyContext): Promise<VerifyResult>;
}

export interface AdapterDeps {
  config: DemoProvidersConfig;
  call: ProviderCall;
}

export function failed(reason: VerifyReason, testKeys: boolean, providerCodes: string[] = []): VerifyResult {
  return { success: false, reason, providerCodes, testKeys };
}

export function passed(testKeys: boolean, extra: Partial<VerifyResult> = {}): VerifyResult {
  return { success: true, reason: null, providerCodes: [], testKeys, ...extra };
}

/** One named value of an answer: the string itself for `token`, else the field (JSON strings are read too). */
export function answerField(answer: ProviderAnswer, name: string): string {
  if (typeof answer === 'string') {
    if (name === 'token') return answer.trim();
    try {
      const parsed = JSON.parse(answer) as unknown;
      const v = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>)[name] : undefined;
      return typeof v === 'string' ? v.trim() : '';
    } catch {
      return '';
    }
  }
  const v = answer[name];
  return typeof v === 'string' ? v.trim() : '';
}
