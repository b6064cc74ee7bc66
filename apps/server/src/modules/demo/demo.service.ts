import {
  DEMO_ANSWER_FORMAT,
  DEMO_CHALLENGE_TTL_MS,
  DEMO_SLUG_OF_TASK_KIND,
  DEMO_TASK_KIND,
  type DemoReply,
  type DemoVerifyBody,
  type DemoVerifyReply,
  type DemoWorkersReply,
  type FirstPartyDemoSlug,
  GENERIC_DEMO_OF,
  isDefunctDemoSlug,
  isFirstPartyDemoSlug,
  isThirdPartyDemoSlug,
  type Language,
  TASK_KINDS,
  type TaskKindId,
  type ThirdPartyDemo,
  type ThirdPartyDemoSlug,
} from '@crowdsolve/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { randomToken } from '../../platform/secrets.ts';
import { workersOnline } from '../public-stats/index.ts';
import { KIND_META } from '../solving/index.ts';
import { checkAnswer, drawChallenge } from './demo.generators.ts';
import { demoRepo } from './demo.repo.ts';
import { type ChallengeSealer, challengeSealer } from './demo.token.ts';

/** Who asks: the page's language, and the request's host and address (for providers' checks). */
export interface DemoContext {
  language: Language;
  host: string;
  ip: string;
}

/**
 * The third-party demos' side: describes a provider's widget for a slug (null when that provider
 * is not available) and checks a widget's token with the provider's siteverify endpoint.
 */
export interface DemoProviders {
  describe(slug: ThirdPartyDemoSlug, ctx: DemoContext): ThirdPartyDemo | null | Promise<ThirdPartyDemo | null>;
  verify(slug: ThirdPartyDemoSlug, token: string | Record<string, string>, ctx: DemoContext): Promise<DemoVerifyReply>;
}

/** What a slug stands for. */
type Resolved =
  | { kind: 'first-party'; slug: string; generator: FirstPartyDemoSlug; genericOf?: TaskKindId }
  | { kind: 'third-party'; slug: ThirdPartyDemoSlug }
  | { kind: 'defunct'; slug: string };

/**
 * A slug's demo: a per-type demo by its slug; a task kind's own demo by the kind's id (`_` or
 * `-`); any other task kind's generic demo (the closest first-party captcha); else null.
 */
export function resolveDemo(slug: string): Resolved | null {
  if (isFirstPartyDemoSlug(slug)) return { kind: 'first-party', slug, generator: slug };
  if (isThirdPartyDemoSlug(slug)) return { kind: 'third-party', slug };
  if (isDefunctDemoSlug(slug)) return { kind: 'defunct', slug };
  const kind = slug.replaceAll('-', '_');
  if (!(TASK_KINDS as readonly string[]).includes(kind)) return null;
  const taskKind = kind as TaskKindId;
  const own = DEMO_SLUG_OF_TASK_KIND[taskKind];
  if (own) return resolveDemo(own);
  return { kind: 'first-party', slug, generator: GENERIC_DEMO_OF[taskKind], genericOf: taskKind };
}

export type DemoService = ReturnType<typeof demoService>;

export function demoService(deps: {
  db: Db;
  clock: Clock;
  providers?: DemoProviders | null;
  /** The configured challenge key (DEMO_CHALLENGE_SECRET); else the one kept in the database. */
  secret?: Buffer | null;
}) {
  const { db, clock } = deps;
  const providers = deps.providers ?? null;
  let sealer: Promise<ChallengeSealer> | null = null;
  const sealerOf = () => {
    sealer ??= (deps.secret ? Promise.resolve(deps.secret) : demoRepo.secret(db)).then(challengeSealer);
    sealer.catch(() => {
      sealer = null;
    });
    return sealer;
  };
  const notFound = () => new AppError('ERROR_NOT_FOUND', 'No such demo.');

  return {
    /** A new challenge (first-party), the widget's settings (third-party), or "defunct". */
    async describe(slug: string, ctx: DemoContext): Promise<DemoReply> {
      const demo = resolveDemo(slug);
      if (!demo) throw notFound();
      if (demo.kind === 'defunct') return { kind: 'defunct', slug: demo.slug };
      if (demo.kind === 'third-party') {
        const described = providers ? await providers.describe(demo.slug, ctx) : null;
        if (!described) throw notFound();
        return described;
      }
      const drawn = await drawChallenge(demo.generator, ctx.language);
      const expiresAt = new Date(clock.now().getTime() + DEMO_CHALLENGE_TTL_MS);
      const challenge = (await sealerOf()).seal({
        id: randomToken(16),
        slug: demo.slug,
        exp: expiresAt.getTime(),
        answer: drawn.answer,
      });
      return {
        kind: 'first-party',
        slug: demo.slug,
        generator: demo.generator,
        taskKind: DEMO_TASK_KIND[demo.generator],
        ...(demo.genericOf ? { genericOf: demo.genericOf } : {}),
        challenge,
        ...drawn.parts,
        answerFormat: DEMO_ANSWER_FORMAT[demo.generator],
        expiresAt: expiresAt.toISOString(),
      };
    },

    /**
     * How many workers online now can take the task the demo is sent as (first-party: the kind of
     * the captcha drawn, which a generic demo may not share with its slug's kind).
     */
    async workers(slug: string): Promise<DemoWorkersReply> {
      const demo = resolveDemo(slug);
      if (!demo || demo.kind === 'defunct') throw notFound();
      const taskKind = DEMO_TASK_KIND[demo.kind === 'first-party' ? demo.generator : demo.slug];
      const softwareOnly = !KIND_META[taskKind].browserSolvable;
      return { taskKind, softwareOnly, workersOnline: await workersOnline(db, clock.now(), { softwareOnly }) };
    },

    /**
     * Checks an answer. First-party: a forged, garbled or other demo's challenge is `invalid`,
     * a late one `expired`, a second verification `used` (each challenge verifies once, right or
     * wrong, on any node); then right, or `wrong`. Third-party: the provider decides.
     */
    async verify(slug: string, body: DemoVerifyBody, ctx: DemoContext): Promise<DemoVerifyReply> {
      const demo = resolveDemo(slug);
      if (!demo || demo.kind === 'defunct') throw notFound();
      if (demo.kind === 'third-party') {
        if (!providers) throw notFound();
        if (!('token' in body)) throw validation('token');
        return providers.verify(demo.slug, body.token, ctx);
      }
      if (!('challenge' in body)) throw validation('challenge');
      const payload = (await sealerOf()).open(body.challenge);
      if (!payload || payload.slug !== demo.slug) return { ok: false, reason: 'invalid' };
      const now = clock.now();
      if (now.getTime() > payload.exp) return { ok: false, reason: 'expired' };
      if (!(await demoRepo.markUsed(db, payload.id, new Date(payload.exp), now))) return { ok: false, reason: 'used' };
      const verdict = checkAnswer(demo.generator, payload.answer, body.answer);
      if (verdict === 'right') return { ok: true };
      return { ok: false, reason: verdict };
    },
  };
}

function validation(field: string) {
  return new AppError('ERROR_VALIDATION', undefined, { fields: [{ field: `body.${field}`, message: 'Required.' }] });
}
