import {
  ARTICLE_API_PATHS,
  ARTICLE_EDITOR_PATHS,
  ARTICLE_LIST_PATHS,
  ARTICLE_SORTINGS,
  ARTICLE_TEXT_MAX,
  ARTICLE_TEXT_MIN,
  CONTENT_PATHS,
  DEFAULT_ARTICLE_SORTING,
  LANGUAGES,
} from '@crowdsolve/contract';
import { describe, expect, it } from 'vitest';
import {
  API_PATHS,
  DEFAULT_SORTING,
  EDITOR_PATHS,
  LANGUAGE_ORDER,
  LIST_PATHS,
  PREVIEW_PATH,
  SORTINGS,
  TEXT_MAX,
  TEXT_MIN,
} from './constants.ts';

describe('the public pages’ copy of the article constants', () => {
  it('equals the contract', () => {
    expect(API_PATHS).toEqual(ARTICLE_API_PATHS);
    expect(PREVIEW_PATH).toBe(CONTENT_PATHS.preview);
    expect(LIST_PATHS).toEqual(ARTICLE_LIST_PATHS);
    expect(EDITOR_PATHS).toEqual(ARTICLE_EDITOR_PATHS);
    expect(SORTINGS).toEqual(ARTICLE_SORTINGS);
    expect(DEFAULT_SORTING).toEqual(DEFAULT_ARTICLE_SORTING);
    expect([TEXT_MIN, TEXT_MAX]).toEqual([ARTICLE_TEXT_MIN, ARTICLE_TEXT_MAX]);
    expect(LANGUAGE_ORDER).toEqual(LANGUAGES);
  });
});
