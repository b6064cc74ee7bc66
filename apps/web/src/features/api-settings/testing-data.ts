import type { ApiSettingsReply } from '@crowdsolve/contract';

/** Loaded settings for the API-settings page tests. */
export function makeSettings(overrides: Partial<ApiSettingsReply> = {}): ApiSettingsReply {
  return {
    ipAllowList: ['203.0.113.5'],
    recognition100: { enabled: false, matches: 2 },
    perKeyLimitPerMinute: 120,
    updatedAt: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}
