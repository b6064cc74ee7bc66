import { sql } from 'kysely';
import type { Db } from '../../platform/db.ts';

/** A worker counts as online when the worker API saw them within this long. */
export const ONLINE_SECONDS = 60;

export type Resolution = 'minute' | 'hour' | 'day';

export interface SampleRow {
  at: Date;
  /** Minutes sampled (0: backfilled from the task history, no gauge known). */
  minutes: number;
  workersOnline: number | null;
  queueLength: number | null;
  solved: number;
  solveSeconds: number | null;
  waitSeconds: number | null;
  imagePriceMicros: number | null;
  imagePayMicros: number | null;
  tokenPriceMicros: number | null;
  tokenPayMicros: number | null;
}

export interface SolvedFigures {
  solved: number;
  solveSeconds: number | null;
  waitSeconds: number | null;
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/**
 * A customer's task: not a golden task (a control task of the quality-control account mixed into
 * live work), and neither its customer nor its worker is a demo account.
 */
export const customerTask = sql`t.control_task_id is null
  and not exists (select 1 from user_account d where d.id = t.customer_id and d.is_demo)
  and not exists (select 1 from user_account d where d.id = t.worker_id and d.is_demo)`;

/** The public statistics' queries: presence, live figures from the tasks, and the samples. */
export const publicStatsRepo = {
  /** Records that the worker API saw a worker (one row per worker, shared by every process). */
  async touchWorker(db: Db, workerId: number, at: Date): Promise<void> {
    await sql`insert into worker_presence (worker_id, seen_at) values (${workerId}, ${at})
      on conflict (worker_id) do update set seen_at = excluded.seen_at
      where worker_presence.seen_at < excluded.seen_at`.execute(db);
  },

  /**
   * Workers online at `now` who may take a task: seen by the worker API within the last minute,
   * admitted, not suspended, banned or deleted. `softwareOnly`: only those whose worker software (a
   * bearer token, written at most once a minute) called within the last two minutes, since only
   * software takes the kinds the browser cabinet cannot show. Demo workers count: they solve too.
   */
  async workersAble(db: Db, now: Date, softwareOnly: boolean): Promise<number> {
    const software = softwareOnly
      ? sql`and exists (select 1 from worker_token k where k.user_id = p.worker_id and k.revoked_at is null
          and k.last_used_at > ${now}::timestamptz - make_interval(secs => ${ONLINE_SECONDS * 2}))`
      : sql``;
    const { rows } = await sql<{ n: unknown }>`select count(*) as n
      from worker_presence p
      join user_account u on u.id = p.worker_id and u.banned_at is null and u.deleted_at is null
      join worker_admission a on a.user_id = p.worker_id and a.admitted_at is not null
      left join worker_profile w on w.user_id = p.worker_id
      where p.seen_at > ${now}::timestamptz - make_interval(secs => ${ONLINE_SECONDS})
        and p.seen_at <= ${now}::timestamptz + interval '1 minute'
        and w.suspended_at is null ${software}`.execute(db);
    return Number(rows[0]?.n ?? 0);
  },

  /** Workers (not demo) seen within the last minute before `now`, and customers' tasks waiting in the queue. */
  async liveCounts(db: Db, now: Date): Promise<{ workersOnline: number; queueLength: number }> {
    const { rows } = await sql<{ workersOnline: unknown; queueLength: unknown }>`select
      (select count(*) from worker_presence p join user_account u on u.id = p.worker_id
        where not u.is_demo and p.seen_at > ${now}::timestamptz - make_interval(secs => ${ONLINE_SECONDS})
          and p.seen_at <= ${now}::timestamptz + interval '1 minute') as "workersOnline",
      (select count(*) from task t where t.status = 'queued' and ${customerTask}) as "queueLength"`.execute(db);
    const row = rows[0];
    return { workersOnline: Number(row?.workersOnline ?? 0), queueLength: Number(row?.queueLength ?? 0) };
  },

  /**
   * Customers' tasks solved in [from, to): how many, the average seconds from submission to answer,
   * and the average seconds they waited for the worker who solved them.
   */
  async solvedBetween(db: Db, from: Date, to: Date): Promise<SolvedFigures> {
    const { rows } = await sql<{ solved: unknown; solveSeconds: unknown; waitSeconds: unknown }>`select
        count(*) as solved,
        avg(extract(epoch from t.ended_at - t.created_at))::float8 as "solveSeconds",
        avg(extract(epoch from t.assigned_at - t.created_at))::float8 as "waitSeconds"
      from task t
      where t.status = 'solved' and t.ended_at >= ${from} and t.ended_at < ${to} and ${customerTask}`.execute(db);
    const row = rows[0];
    return {
      solved: Number(row?.solved ?? 0),
      solveSeconds: num(row?.solveSeconds),
      waitSeconds: num(row?.waitSeconds),
    };
  },

  /** Writes a minute's sample unless that minute has one; false when it had. */
  async insertMinute(db: Db, s: SampleRow): Promise<boolean> {
    const { rows } = await sql`insert into public_stat_sample (resolution, at, minutes, workers_online, queue_length,
        solved, solve_seconds, wait_seconds, image_price_micros, image_pay_micros, token_price_micros, token_pay_micros)
      values ('minute', ${s.at}, ${s.minutes}, ${s.workersOnline}, ${s.queueLength}, ${s.solved}, ${s.solveSeconds},
        ${s.waitSeconds}, ${s.imagePriceMicros}, ${s.imagePayMicros}, ${s.tokenPriceMicros}, ${s.tokenPayMicros})
      on conflict (resolution, at) do nothing returning at`.execute(db);
    return rows.length > 0;
  },

  /**
   * (Re)computes the `to` row starting at `at` from the `from` rows inside [at, at + span): gauges
   * averaged over the minutes covered, timings weighted by the tasks solved, prices averaged.
   */
  async rollUp(db: Db, from: Resolution, to: Resolution, at: Date, spanSeconds: number): Promise<void> {
    await sql`insert into public_stat_sample (resolution, at, minutes, workers_online, queue_length,
        solved, solve_seconds, wait_seconds, image_price_micros, image_pay_micros, token_price_micros, token_pay_micros)
      select ${to}, ${at}, sum(minutes),
        sum(workers_online * minutes) / nullif(sum(minutes) filter (where workers_online is not null), 0),
        sum(queue_length * minutes) / nullif(sum(minutes) filter (where queue_length is not null), 0), sum(solved),
        sum(solve_seconds * solved) / nullif(sum(solved) filter (where solve_seconds is not null), 0),
        sum(wait_seconds * solved) / nullif(sum(solved) filter (where wait_seconds is not null), 0),
        round(avg(image_price_micros)), round(avg(image_pay_micros)),
        round(avg(token_price_micros)), round(avg(token_pay_micros))
      from public_stat_sample
      where resolution = ${from} and at >= ${at} and at < ${at}::timestamptz + make_interval(secs => ${spanSeconds})
      having count(*) > 0
      on conflict (resolution, at) do update set minutes = excluded.minutes, workers_online = excluded.workers_online,
        queue_length = excluded.queue_length, solved = excluded.solved, solve_seconds = excluded.solve_seconds,
        wait_seconds = excluded.wait_seconds, image_price_micros = excluded.image_price_micros,
        image_pay_micros = excluded.image_pay_micros, token_price_micros = excluded.token_price_micros,
        token_pay_micros = excluded.token_pay_micros`.execute(db);
  },

  /** Whether a row of this resolution starts at `at`. */
  async hasSample(db: Db, resolution: Resolution, at: Date): Promise<boolean> {
    const { rows } = await sql`select 1 from public_stat_sample
      where resolution = ${resolution} and at = ${at}`.execute(db);
    return rows.length > 0;
  },

  /**
   * Writes, from the task history, the rows of `resolution` (buckets of `stepSeconds`) in
   * [from, to) that have none and in which customers' tasks were solved: how many, their timings,
   * each group's average price and pay per 1000 as the price table stood at the bucket's end
   * (null before any price); no gauge (minutes 0). Never overwrites a row; returns the buckets written.
   */
  async backfill(
    db: Db,
    resolution: Resolution,
    stepSeconds: number,
    range: { from: Date; to: Date },
    groupKeys: { image: readonly string[]; token: readonly string[] },
  ): Promise<Date[]> {
    const prices = (keys: readonly string[]) => sql`(select round(avg(p.customer_per1000_micros))::bigint as price,
        round(avg(p.worker_per1000_micros))::bigint as pay
      from unnest(array[${sql.join(keys.length ? keys.map((k) => sql`${k}`) : [sql`null`])}]::text[]) k(key)
      cross join lateral (select customer_per1000_micros, worker_per1000_micros from price
        where price_key = k.key and created_at < s.at + make_interval(secs => ${stepSeconds})
        order by id desc limit 1) p)`;
    const { rows } = await sql<{ at: unknown }>`with s as (
        select to_timestamp(floor(extract(epoch from t.ended_at) / ${stepSeconds}) * ${stepSeconds}) as at,
          count(*)::int as solved,
          avg(extract(epoch from t.ended_at - t.created_at))::float8 as solve_seconds,
          avg(extract(epoch from t.assigned_at - t.created_at))::float8 as wait_seconds
        from task t
        where t.status = 'solved' and t.ended_at >= ${range.from} and t.ended_at < ${range.to} and ${customerTask}
        group by 1
      )
      insert into public_stat_sample (resolution, at, minutes, workers_online, queue_length, solved, solve_seconds,
        wait_seconds, image_price_micros, image_pay_micros, token_price_micros, token_pay_micros)
      select ${resolution}, s.at, 0, null, null, s.solved, s.solve_seconds, s.wait_seconds,
        image.price, image.pay, token.price, token.pay
      from s cross join lateral ${prices(groupKeys.image)} image cross join lateral ${prices(groupKeys.token)} token
      where not exists (select 1 from public_stat_sample e where e.resolution = ${resolution} and e.at = s.at)
      on conflict (resolution, at) do nothing
      returning at`.execute(db);
    return rows.map((r) => new Date(r.at as string));
  },

  /** Drops samples of a resolution older than `before`. */
  async prune(db: Db, resolution: Resolution, before: Date): Promise<void> {
    await sql`delete from public_stat_sample where resolution = ${resolution} and at < ${before}`.execute(db);
  },

  /** Samples of a resolution in [from, to], oldest first. */
  async samples(db: Db, resolution: Resolution, from: Date, to: Date): Promise<SampleRow[]> {
    const { rows } = await sql<Record<string, unknown>>`select at, minutes, workers_online as "workersOnline",
        queue_length as "queueLength", solved, solve_seconds as "solveSeconds", wait_seconds as "waitSeconds",
        image_price_micros as "imagePriceMicros", image_pay_micros as "imagePayMicros",
        token_price_micros as "tokenPriceMicros", token_pay_micros as "tokenPayMicros"
      from public_stat_sample where resolution = ${resolution} and at >= ${from} and at <= ${to} order by at`.execute(
      db,
    );
    return rows.map((r) => ({
      at: new Date(r.at as string),
      minutes: Number(r.minutes),
      workersOnline: num(r.workersOnline),
      queueLength: num(r.queueLength),
      solved: Number(r.solved),
      solveSeconds: num(r.solveSeconds),
      waitSeconds: num(r.waitSeconds),
      imagePriceMicros: num(r.imagePriceMicros),
      imagePayMicros: num(r.imagePayMicros),
      tokenPriceMicros: num(r.tokenPriceMicros),
      tokenPayMicros: num(r.tokenPayMicros),
    }));
  },
};
