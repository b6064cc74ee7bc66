import type { Notifier } from './notify.ts';

export interface NotifiedCacheOptions<V> {
  notifier: Notifier;
  /** The channel whose notifications drop entries: the payload is a tag, or `*` for everything. */
  channel: string;
  /** The tag an entry is dropped by (e.g. its user id). */
  tagOf: (value: V) => string;
  /** Most entries kept (the oldest go first). */
  maxEntries: number;
  /** An entry older than this is read again (a bound on staleness should a notification be lost). */
  maxAgeMs: number;
  now?: () => number;
}

export interface NotifiedCache<K, V> {
  /** The cached value, or what `load` reads (kept unless it is null or the cache cannot be trusted). */
  get(key: K, load: () => Promise<V | null>): Promise<V | null>;
  clear(): void;
  readonly size: number;
}

/**
 * A per-process cache of rarely changing facts (who owns an API key, a customer's API settings)
 * that the database announces changes of (NOTIFY from triggers, migration 0009). It serves from
 * memory only while the notifier receives the channel; otherwise every `get` reads.
 *
 * A load that overlaps a change is not kept (the value it read may predate the change), so a
 * change is seen by the next `get` after its notification at the latest.
 */
export function createNotifiedCache<K, V>(options: NotifiedCacheOptions<V>): NotifiedCache<K, V> {
  const { notifier, channel, tagOf, maxEntries, maxAgeMs } = options;
  const now = options.now ?? Date.now;
  const entries = new Map<K, { value: V; tag: string; at: number }>();
  const byTag = new Map<string, Set<K>>();
  /** Bumped by every change and reset: a load that saw another value is not stored. */
  let version = 0;

  function drop(key: K) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    const keys = byTag.get(entry.tag);
    keys?.delete(key);
    if (keys?.size === 0) byTag.delete(entry.tag);
  }

  function clear() {
    version += 1;
    entries.clear();
    byTag.clear();
  }

  notifier.on(channel, (payload) => {
    version += 1;
    if (payload === '*') return clear();
    for (const key of [...(byTag.get(payload) ?? [])]) drop(key);
  });
  notifier.onReset(clear);

  return {
    async get(key, load) {
      const entry = entries.get(key);
      if (entry && now() - entry.at <= maxAgeMs && notifier.live(channel)) return entry.value;
      if (entry) drop(key);
      const before = version;
      const trusted = notifier.live(channel);
      const value = await load();
      if (value === null || !trusted || version !== before || !notifier.live(channel)) return value;
      if (entries.size >= maxEntries) drop(entries.keys().next().value as K);
      const tag = tagOf(value);
      entries.set(key, { value, tag, at: now() });
      const keys = byTag.get(tag) ?? new Set<K>();
      keys.add(key);
      byTag.set(tag, keys);
      return value;
    },
    clear,
    get size() {
      return entries.size;
    },
  };
}
