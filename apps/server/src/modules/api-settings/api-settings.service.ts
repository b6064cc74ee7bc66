import {
  type ApiSettingsBody,
  type ApiSettingsReply,
  RECOGNITION_100_MATCHES_MIN,
  type Recognition100,
} from '@crowdsolve/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { createNotifiedCache } from '../../platform/notified-cache.ts';
import { type Notifier, USER_CHANGED } from '../../platform/notify.ts';
import { apiSettingsRepo as repo } from './api-settings.repo.ts';
import { ipMatcher, normalizeIpEntry } from './ip-list.ts';

/** Whether a request may use the API key from its IP (v1 and v2 answer ERROR_IP_NOT_ALLOWED otherwise). */
export type ApiAccessCheck = { ok: true } | { ok: false; refusal: 'ERROR_IP_NOT_ALLOWED' };
/** Whether one more task may be submitted this minute (ERROR_NO_SLOT_AVAILABLE otherwise). */
export type SubmitLimitCheck = { ok: true } | { ok: false; refusal: 'ERROR_NO_SLOT_AVAILABLE' };

const MINUTE_MS = 60_000;

const DEFAULTS: ApiSettingsReply = {
  ipAllowList: [],
  recognition100: { enabled: false, matches: RECOGNITION_100_MATCHES_MIN },
  perKeyLimitPerMinute: null,
  updatedAt: null,
};

type Row = NonNullable<Awaited<ReturnType<typeof repo.find>>>;

function toReply(row: Row | undefined): ApiSettingsReply {
  if (!row) return DEFAULTS;
  return {
    ipAllowList: row.ipAllowList,
    recognition100: { enabled: row.recognition100Enabled, matches: row.recognition100Matches },
    perKeyLimitPerMinute: row.perKeyLimitPerMinute,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/**
 * The customer's API settings: the IP allow-list of the API key, the 100 % recognition setting
 * (stored here; dispatch reads it) and the per-key submit limit; and the checks the protocol
 * layers (v1 in.php/res.php, v2 JSON) run on every call.
 */
export function apiSettingsService(deps: { db: Db; clock: Clock; notifier?: Notifier }) {
  const { db, clock, notifier } = deps;
  /** The stored row (or none), from memory between changes the database announces. */
  const cache =
    notifier &&
    createNotifiedCache<number, { customerId: number; row: Row | undefined }>({
      notifier,
      channel: USER_CHANGED,
      tagOf: (v) => String(v.customerId),
      maxEntries: 100_000,
      maxAgeMs: 10 * 60_000,
    });
  const settingsRow = async (customerId: number): Promise<Row | undefined> =>
    cache
      ? (await cache.get(customerId, async () => ({ customerId, row: await repo.find(db, customerId) })))?.row
      : repo.find(db, customerId);

  return {
    async get(customerId: number): Promise<ApiSettingsReply> {
      return toReply(await settingsRow(customerId));
    },

    /** Replaces the settings. IPs and ranges are normalized and de-duplicated. */
    async update(customerId: number, body: ApiSettingsBody): Promise<ApiSettingsReply> {
      const ipAllowList: string[] = [];
      for (const entry of body.ipAllowList) {
        const normalized = normalizeIpEntry(entry);
        if (normalized === null) {
          throw new AppError('API_SETTINGS_INVALID_IP', `not an IP address or range: ${entry.slice(0, 60)}`);
        }
        if (!ipAllowList.includes(normalized)) ipAllowList.push(normalized);
      }
      const row = await repo.upsert(db, {
        customerId,
        ipAllowList,
        recognition100Enabled: body.recognition100.enabled,
        recognition100Matches: body.recognition100.matches,
        perKeyLimitPerMinute: body.perKeyLimitPerMinute,
        updatedAt: clock.now(),
      });
      return toReply(row);
    },

    /** The 100 % recognition setting (for dispatch). */
    async recognition100(customerId: number): Promise<Recognition100> {
      return toReply(await settingsRow(customerId)).recognition100;
    },

    /** An empty allow-list lets any IP use the key; else the IP must be listed or in a listed range. */
    async checkApiAccess(customerId: number, ip: string | null): Promise<ApiAccessCheck> {
      const row = await settingsRow(customerId);
      if (!row || row.ipAllowList.length === 0) return { ok: true };
      return ipMatcher(row.ipAllowList)(ip) ? { ok: true } : { ok: false, refusal: 'ERROR_IP_NOT_ALLOWED' };
    },

    /**
     * Counts a submission against the per-key limit (fixed one-minute windows, shared by every
     * process); refused submissions are not counted. Call it right before the engine's submit.
     */
    async checkSubmitLimit(customerId: number): Promise<SubmitLimitCheck> {
      const row = await settingsRow(customerId);
      const limit = row?.perKeyLimitPerMinute ?? null;
      if (limit === null) return { ok: true };
      const now = clock.now().getTime();
      const windowStart = new Date(now - (now % MINUTE_MS));
      return (await repo.countSubmit(db, customerId, windowStart, limit))
        ? { ok: true }
        : { ok: false, refusal: 'ERROR_NO_SLOT_AVAILABLE' };
    },
  };
}
export type ApiSettingsService = ReturnType<typeof apiSettingsService>;
