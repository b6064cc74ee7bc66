import {
  CATALOG_PATHS,
  CATALOG_SORTINGS,
  CATALOG_TEXT_MAX,
  CATALOG_TEXT_MIN,
  catalogPath,
  PLATFORMS,
  PRICE_MODELS,
  RESERVED_SLUGS,
} from '@crowdsolve/contract';
import { describe, expect, it } from 'vitest';
import {
  CATALOG,
  fillPath,
  PLATFORM_LIST,
  PRICE_MODEL_LIST,
  RESERVED,
  SORTINGS,
  TEXT_MAX,
  TEXT_MIN,
} from './constants.ts';

describe('the public pages’ copy of the catalogue constants', () => {
  it('equals the contract', () => {
    for (const [key, path] of Object.entries(CATALOG))
      expect(path, key).toBe(CATALOG_PATHS[key as keyof typeof CATALOG]);
    expect(SORTINGS).toEqual(CATALOG_SORTINGS);
    expect(RESERVED).toEqual(RESERVED_SLUGS);
    expect([TEXT_MIN, TEXT_MAX]).toEqual([CATALOG_TEXT_MIN, CATALOG_TEXT_MAX]);
    expect(PLATFORM_LIST).toEqual(PLATFORMS);
    expect(PRICE_MODEL_LIST).toEqual(PRICE_MODELS);
    const params = { id: 5, reviewId: 9, slug: 'a b' };
    expect(fillPath(CATALOG.reviewAnswer, params)).toBe(catalogPath(CATALOG_PATHS.reviewAnswer, params));
    expect(fillPath(CATALOG.item, params)).toBe('/api/v1/catalog/software/a%20b');
  });
});
