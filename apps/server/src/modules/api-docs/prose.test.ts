import { API_DOC_METHODS, API_DOC_VERSIONS, type Language } from '@crowdsolve/contract';
import { describe, expect, it } from 'vitest';
import { describeKind, KIND_META, TASK_KINDS } from '../solving/index.ts';
import { errorCodes } from './errors.ts';
import { CALL_PARAMS } from './methods.ts';
import { answerProse, errorProse, kindProse, paramProse } from './prose.ts';
import { ERRORS_PROSE, METHOD_PROSE } from './prose-calls.ts';
import type { Prose } from './prose-params.ts';

const LANGUAGES: readonly Language[] = ['en', 'ru', 'zh'];
const missing = (prose: Prose | null | undefined) =>
  prose ? LANGUAGES.filter((l) => typeof prose[l] !== 'string' || prose[l].trim() === '') : LANGUAGES;

/** The docs are made from the engine: whatever it accepts or answers must have its prose in every language. */
describe('API documentation coverage', () => {
  it('describes every task kind and its answer format', () => {
    const gaps = TASK_KINDS.flatMap((kind) => {
      const prose = kindProse(kind);
      return [
        ...(prose?.title ? [] : [`${kind}: title`]),
        ...missing(prose?.summary).map((l) => `${kind}: summary ${l}`),
        ...missing(answerProse(KIND_META[kind].answer)).map((l) => `${kind}: answer ${l}`),
      ];
    });
    expect(gaps).toEqual([]);
  });

  it('describes every parameter the engine reads, in both protocols', () => {
    const gaps = TASK_KINDS.flatMap((kind) =>
      API_DOC_VERSIONS.flatMap((version) =>
        describeKind(kind, version).flatMap((p) =>
          missing(paramProse(p.names, kind)).map((l) => `${kind} ${version} ${p.names[0]} ${l}`),
        ),
      ),
    );
    expect(gaps).toEqual([]);
  });

  it('reads real parameters off the engine: required ones, names in both protocols, limits', () => {
    const v1 = describeKind('turnstile', 'v1');
    const v2 = describeKind('turnstile', 'v2');
    expect(v1.find((p) => p.names[0] === 'pageurl')).toMatchObject({ type: 'url', required: true });
    expect(v2.find((p) => p.names[0] === 'websiteURL')).toMatchObject({ type: 'url', required: true });
    expect(v2.find((p) => p.names[0] === 'websiteKey')).toMatchObject({ type: 'sitekey', required: true });
    expect(v2.find((p) => p.names[0] === 'action')).toMatchObject({ required: false, maxLength: 256 });
    // Found required only by trying without it (the builder reads it loosely).
    expect(describeKind('geetest_v4', 'v1').find((p) => p.names[0] === 'captcha_id')?.required).toBe(true);
    expect(describeKind('image_text', 'v1').find((p) => p.names[0] === 'numeric')).toMatchObject({ min: 0, max: 4 });
    expect(describeKind('datadome', 'v1').find((p) => p.type === 'proxy')?.required).toBe(true);
  });

  it('describes every call and every error code either protocol answers', () => {
    const calls = CALL_PARAMS.flatMap((p) => missing(paramProse(p.names)).map((l) => `${p.names[0]} ${l}`));
    const methods = API_DOC_METHODS.flatMap((m) => missing(METHOD_PROSE[m]?.summary).map((l) => `${m} ${l}`));
    const errors = API_DOC_VERSIONS.flatMap((version) =>
      errorCodes(version).flatMap((e) => missing(errorProse(e.code)).map((l) => `${version} ${e.code} ${l}`)),
    );
    expect([...calls, ...methods, ...errors, ...missing(ERRORS_PROSE.title), ...missing(ERRORS_PROSE.summary)]).toEqual(
      [],
    );
    expect(errorCodes('v2').map((e) => e.code)).toEqual(
      expect.arrayContaining(['ERROR_TASK_ABSENT', 'ERROR_IP_BLOCKED']),
    );
    expect(errorCodes('v1').map((e) => e.code)).toEqual(expect.arrayContaining(['CAPCHA_NOT_READY', 'ERROR: 1005']));
  });
});
