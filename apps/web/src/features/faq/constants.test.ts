import {
  FAQ_ANSWER_MAX,
  FAQ_AUDIENCES,
  FAQ_PATHS,
  FAQ_QUESTION_MAX,
  FAQ_SEARCH_MAX,
  FAQ_SEARCH_MIN,
  LANGUAGES,
} from '@crowdsolve/contract';
import { describe, expect, it } from 'vitest';
import {
  ANSWER_MAX,
  AUDIENCES,
  isAudience,
  LANGUAGE_ORDER,
  PATHS,
  QUESTION_MAX,
  SEARCH_MAX,
  SEARCH_MIN,
} from './constants.ts';

describe('the pages’ copy of the FAQ constants', () => {
  it('equals the contract', () => {
    expect(AUDIENCES).toEqual(FAQ_AUDIENCES);
    expect(LANGUAGE_ORDER).toEqual(LANGUAGES);
    expect(PATHS).toEqual(FAQ_PATHS);
    expect([SEARCH_MIN, SEARCH_MAX, QUESTION_MAX, ANSWER_MAX]).toEqual([
      FAQ_SEARCH_MIN,
      FAQ_SEARCH_MAX,
      FAQ_QUESTION_MAX,
      FAQ_ANSWER_MAX,
    ]);
    expect(isAudience('worker-terms')).toBe(true);
    expect(isAudience('visitors')).toBe(false);
  });
});
